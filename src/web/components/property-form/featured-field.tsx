import { Trans } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import type { PropertyFormValues } from './property-form-values';

export const featuredCardClass =
  'flex flex-wrap items-center gap-4 rounded-2xl border border-brand-100 bg-white px-5 py-4 shadow-sm dark:border-stone-800 dark:bg-stone-900';

export const featuredCheckboxClass =
  'size-4 shrink-0 rounded border-stone-300 accent-brand-700 dark:border-stone-600 dark:accent-amber-400';

export function FeaturedLabelText() {
  return (
    <>
      <Star className="size-4 text-amber-500" aria-hidden="true" />
      <Trans>Mark as Featured</Trans>
    </>
  );
}

/** A new listing's featured flag, saved with the rest of the form (there is no listing yet to switch). */
export function FeaturedField() {
  const { register } = useFormContext<PropertyFormValues>();
  return (
    <div className={featuredCardClass}>
      <label className="inline-flex items-center gap-2.5 text-sm font-medium text-stone-800 dark:text-stone-100">
        <input type="checkbox" {...register('isFeatured')} className={featuredCheckboxClass} />
        <FeaturedLabelText />
      </label>
    </div>
  );
}
