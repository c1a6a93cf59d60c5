import { Copy } from 'lucide-react';
import { Link } from 'react-router';
import { duplicateReasonText } from '#domain/listing-duplicates';
import { useListingDuplicates } from '../../api/get-listing-duplicates';

/**
 * "Possible duplicate of …" on the edit screen: the other listings sharing a photo (the same photo resized or
 * re-encoded) or the address and area with this one, each linked to its own edit screen. Nothing when none.
 */
export function LikelyDuplicatesPanel({ listingId }: { listingId: string }) {
  const { data } = useListingDuplicates(listingId);
  const duplicates = data?.duplicates ?? [];
  if (duplicates.length === 0) return null;
  return (
    <section
      aria-labelledby="likely-duplicates-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <h2 id="likely-duplicates-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Copy className="size-4 shrink-0" aria-hidden="true" />
        {duplicates.length === 1
          ? 'Possible duplicate of another listing'
          : `Possible duplicate of ${duplicates.length} other listings`}
      </h2>
      <ul className="mt-3 space-y-2">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id} className="flex items-center gap-3">
            {duplicate.cover ? (
              <img
                src={duplicate.cover.src}
                srcSet={duplicate.cover.srcSet}
                sizes="4rem"
                alt=""
                className="h-10 w-16 shrink-0 rounded-md object-cover"
              />
            ) : (
              <span
                className="h-10 w-16 shrink-0 rounded-md bg-amber-100 dark:bg-amber-900/60"
                aria-hidden="true"
              />
            )}
            <span className="text-sm">
              <Link
                to={duplicate.link}
                className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {duplicate.title}
              </Link>{' '}
              <span className="text-amber-800 dark:text-amber-200">({duplicateReasonText(duplicate)})</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
