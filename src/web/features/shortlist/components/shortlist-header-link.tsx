import { Plural, Trans } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { NavLink } from 'react-router';
import { useShortlistedIds } from '#web/features/shortlist/hooks/use-shortlist';

/** The header's way to the shortlist, with how many listings it holds; phones list it in the menu instead. */
export function ShortlistHeaderLink() {
  const count = useShortlistedIds().length;
  return (
    <NavLink
      to="/shortlist"
      className={({ isActive }) =>
        `relative hidden h-10 items-center gap-2 rounded-full px-3 text-sm font-medium transition-colors sm:inline-flex ${
          isActive
            ? 'bg-brand-50 text-brand-800 dark:bg-stone-800 dark:text-amber-300'
            : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200'
        }`
      }
    >
      <Heart className={`size-5 ${count > 0 ? 'fill-current' : ''}`} aria-hidden="true" />
      {/* Beside the full main menu (lg) the word only fits from xl up; the icon carries it in between. */}
      <span className="lg:max-xl:sr-only">
        <Trans>Shortlist</Trans>
      </span>
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs leading-5 font-semibold text-white dark:bg-amber-500 dark:text-stone-950"
          >
            {count}
          </span>
          <span className="sr-only">
            <Plural value={count} one=", # listing" other=", # listings" />
          </span>
        </>
      ) : null}
    </NavLink>
  );
}
