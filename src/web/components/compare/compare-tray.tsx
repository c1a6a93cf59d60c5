import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { COMPARE_LIMITS, comparePagePath } from '#domain/compare-pick';
import { ButtonLink } from '#web/components/ui/button-link';
import { compareSelection, useCompareSelection } from '#web/lib/compare-selection';

/**
 * The bar at the foot of the public pages while listings are picked to compare: how many, the way to the
 * comparison once there are two, and a way to start over. Not on the compare pages themselves.
 */
export function CompareTray() {
  const { t } = useLingui();
  const picked = useCompareSelection();
  const { pathname } = useLocation();
  if (picked.length === 0 || pathname.startsWith('/compare')) return null;
  const ready = picked.length >= COMPARE_LIMITS.min;
  const count = picked.length;
  const { max } = COMPARE_LIMITS;
  return (
    <>
      {/* Room after the footer, so the bar never hides the end of the page. */}
      <div className="h-24" aria-hidden="true" />
      <section
        aria-label={t`Listings to compare`}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 shadow-lg backdrop-blur dark:border-stone-800 dark:bg-stone-900/95"
      >
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="text-sm text-stone-700 dark:text-stone-200" aria-live="polite">
            {ready
              ? t`${count} of ${max} listings picked to compare.`
              : t`${count} of ${max} listings picked to compare. Pick one more to compare them side by side.`}
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => compareSelection.clear()}
              className="inline-flex items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
            >
              <X className="size-4" aria-hidden="true" />
              <Trans>Clear</Trans>
            </button>
            {ready ? (
              <ButtonLink to={comparePagePath(picked)}>
                <Trans>Compare {count} listings</Trans>
                <ArrowRight className="size-4" aria-hidden="true" />
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </section>
    </>
  );
}
