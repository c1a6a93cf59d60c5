import { Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useShortlistToggle } from '#web/features/shortlist/hooks/use-shortlist';

type ShortlistButtonProps = {
  listingId: string;
  /** The listing's title, so each heart on a page of cards has its own name. */
  title: string;
  /** 'icon': a round heart over a card's photo; 'full': a labelled button for the property page. */
  variant?: 'icon' | 'full';
};

const VARIANT_CLASS = {
  icon: {
    base: 'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-stone-900/10 transition-colors hover:bg-white dark:bg-stone-900/95 dark:ring-white/10 dark:hover:bg-stone-900',
    off: 'text-stone-700 hover:text-rose-600 dark:text-stone-200 dark:hover:text-rose-400',
    on: 'text-rose-600 dark:text-rose-400',
  },
  full: {
    base: 'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
    off: 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800',
    on: 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100 dark:hover:bg-rose-900',
  },
} as const;

/**
 * The heart that keeps a listing on the visitor's shortlist: pressed while it is there. Its name stays the
 * same either way (the pressed state says which), as toggle buttons should.
 */
export function ShortlistButton({ listingId, title, variant = 'icon' }: ShortlistButtonProps) {
  const { t } = useLingui();
  const { shortlisted, toggle } = useShortlistToggle(listingId);
  const classes = VARIANT_CLASS[variant];
  return (
    <button
      type="button"
      aria-pressed={shortlisted}
      onClick={toggle}
      title={shortlisted ? t`On your shortlist` : t`Add to your shortlist`}
      className={`${classes.base} ${shortlisted ? classes.on : classes.off}`}
    >
      <Heart
        className={`${variant === 'full' ? 'size-4' : 'size-5'} ${shortlisted ? 'fill-current' : ''}`}
        aria-hidden="true"
      />
      {variant === 'full' ? (
        <>
          <Trans>Shortlist</Trans>
          <span className="sr-only">{` ${title}`}</span>
        </>
      ) : (
        <span className="sr-only">{t`Shortlist ${title}`}</span>
      )}
    </button>
  );
}
