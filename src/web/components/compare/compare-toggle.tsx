import { useLingui } from '@lingui/react/macro';
import { toast } from '#web/lib/toast';
import { COMPARE_LIMITS } from '#domain/compare-pick';
import { compareSelection, useCompareSelection } from '#web/lib/compare-selection';

/** The "Compare" box on a listing card: ticks the listing into the pick of 2 to 4 to see side by side. */
export function CompareToggle({ listingId, title }: { listingId: string; title: string }) {
  const { t } = useLingui();
  const picked = useCompareSelection();
  const { max } = COMPARE_LIMITS;
  const checked = picked.includes(listingId.toLowerCase());
  const count = picked.length;
  return (
    // Above the link that covers the card, so the box takes its own clicks.
    <label className="relative z-10 inline-flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1 text-sm font-medium text-stone-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-stone-600 dark:text-stone-200 dark:has-[:checked]:border-amber-400 dark:has-[:checked]:bg-stone-800">
      <input
        type="checkbox"
        checked={checked}
        aria-label={t`Compare ${title}`}
        data-testid="compare-toggle"
        onChange={(event) => {
          if (!event.target.checked) {
            compareSelection.drop(listingId);
            return;
          }
          if (compareSelection.pick(listingId) === 'full') {
            // The domain's COMPARE_MESSAGES.tooMany, and what to do about it.
            toast.error(t`You can compare up to ${max} listings at a time. Untick one to make room.`, {
              id: 'compare-full',
            });
          }
        }}
        className="size-4 accent-brand-700 dark:accent-amber-400"
      />
      <span aria-hidden="true">{checked ? t`Comparing (${count}/${max})` : t`Compare`}</span>
    </label>
  );
}
