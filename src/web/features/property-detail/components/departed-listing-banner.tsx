import { Info } from 'lucide-react';
import { LISTING_PAGE_MESSAGES } from '#domain/listing-page';
import { useSimilarListings } from '#web/features/property-detail/api/get-similar-listings';

/**
 * The banner of a home sold or rented in the last 90 days (decision 023): what became of it and when, above the
 * page that stays at its address so links and shortlists still lead somewhere.
 */
export function DepartedListingBanner({ listingId, note }: { listingId: string; note: string }) {
  const similar = useSimilarListings(listingId);
  return (
    <section
      aria-labelledby="departed-listing-heading"
      data-testid="departed-listing-banner"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-stone-300 bg-stone-100 p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <Info className="mt-0.5 size-6 shrink-0 text-stone-700 dark:text-stone-200" aria-hidden="true" />
      <div>
        <h2 id="departed-listing-heading" className="text-lg font-bold text-stone-900 dark:text-stone-50">
          {note}
        </h2>
        <p className="mt-1 text-stone-700 dark:text-stone-200">
          {LISTING_PAGE_MESSAGES.departedLead}
          {/* Promised only once there are similar homes to show. */}
          {similar.data?.length ? ` ${LISTING_PAGE_MESSAGES.similarBelow}` : null}
        </p>
      </div>
    </section>
  );
}
