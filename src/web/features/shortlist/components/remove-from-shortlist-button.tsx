import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useShortlistToggle } from '#web/features/shortlist/hooks/use-shortlist';

type RemoveFromShortlistButtonProps = {
  listingId: string;
  title: string;
  /** The card leaves with its button, so the page decides where focus goes next. */
  onRemoved: () => void;
};

/** Takes a listing off the shortlist from its card on the shortlist page. */
export function RemoveFromShortlistButton({ listingId, title, onRemoved }: RemoveFromShortlistButtonProps) {
  const { shortlisted, toggle } = useShortlistToggle(listingId);
  return (
    <button
      type="button"
      onClick={() => {
        if (shortlisted) toggle();
        onRemoved();
      }}
      className="inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-2 text-sm font-semibold text-stone-800 shadow-md ring-1 ring-stone-900/10 transition-colors hover:bg-white hover:text-rose-700 dark:bg-stone-900/95 dark:text-stone-100 dark:ring-white/10 dark:hover:bg-stone-900 dark:hover:text-rose-300"
    >
      <X className="size-4" aria-hidden="true" />
      <Trans>
        Remove<span className="sr-only"> {title} from your shortlist</span>
      </Trans>
    </button>
  );
}
