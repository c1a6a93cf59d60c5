import { useLingui } from '@lingui/react/macro';
import { Columns3 } from 'lucide-react';
import { COMPARE_LIMITS, comparePagePath } from '#domain/compare-pick';
import { ButtonLink } from '#web/components/ui/button-link';
import { useCompareSelection } from '#web/lib/compare-selection';

/** "Compare selected" over the shortlist, once 2 to 4 listings are ticked; until then, how to tick them. */
export function CompareSelectedLink() {
  const { t } = useLingui();
  const picked = useCompareSelection();
  const { min, max } = COMPARE_LIMITS;
  const count = picked.length;
  if (picked.length < COMPARE_LIMITS.min) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {t`Tick “Compare” on ${min} to ${max} listings to see them side by side.`}
      </p>
    );
  }
  return (
    <ButtonLink to={comparePagePath(picked)}>
      <Columns3 className="size-4" aria-hidden="true" />
      {t`Compare selected (${count})`}
    </ButtonLink>
  );
}
