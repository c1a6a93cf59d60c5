import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useSetFeatured } from '#web/features/listings-admin/api/set-featured';
import {
  FeaturedLabelText,
  featuredCardClass,
  featuredCheckboxClass,
} from '#web/components/property-form/featured-field';

/** A stored listing's featured flag, saved on its own: it never sends half-edited form fields. */
export function FeaturedToggle({ listingId, isFeatured }: { listingId: string; isFeatured: boolean }) {
  const [featured, setFeatured] = useState(isFeatured);
  const saveFeatured = useSetFeatured();

  return (
    <div className={featuredCardClass}>
      <label className="inline-flex items-center gap-2.5 text-sm font-medium text-stone-800 dark:text-stone-100">
        <input
          type="checkbox"
          checked={featured}
          onChange={(event) => setFeatured(event.target.checked)}
          className={featuredCheckboxClass}
        />
        <FeaturedLabelText />
      </label>
      <button
        type="button"
        disabled={saveFeatured.isPending}
        onClick={() => saveFeatured.mutate({ id: listingId, isFeatured: featured })}
        className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        {saveFeatured.isPending ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : null}
        {saveFeatured.isPending ? 'Updating...' : 'Update'}
      </button>
    </div>
  );
}
