import { Columns3 } from 'lucide-react';
import { COMPARE_LIMITS, comparePagePath } from '#domain/compare-pick';
import { ButtonLink } from '#web/components/ui/button-link';
import { useCompareSelection } from '#web/lib/compare-selection';

/** "Compare selected" over the shortlist, once 2 to 4 listings are ticked; until then, how to tick them. */
export function CompareSelectedLink() {
  const picked = useCompareSelection();
  if (picked.length < COMPARE_LIMITS.min) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {`Tick “Compare” on ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} listings to see them side by side.`}
      </p>
    );
  }
  return (
    <ButtonLink to={comparePagePath(picked)}>
      <Columns3 className="size-4" aria-hidden="true" />
      {`Compare selected (${picked.length})`}
    </ButtonLink>
  );
}
