import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { AMENITY_MESSAGES } from '#web/lib/labels/amenities';
import { FEATURE_MESSAGES } from '#web/lib/labels/features';
import { storedNameIn } from '#web/lib/labels/stored-names';

const ITEM_MESSAGES = { ...AMENITY_MESSAGES, ...FEATURE_MESSAGES };

/** What a listing has (amenities, features), one ticked line each. */
export function CheckList({ items }: { items: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5 text-stone-700 dark:text-stone-300">
          <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <Check className="size-3.5" aria-hidden="true" />
          </span>
          {storedNameIn(i18n, ITEM_MESSAGES, item)}
        </li>
      ))}
    </ul>
  );
}
