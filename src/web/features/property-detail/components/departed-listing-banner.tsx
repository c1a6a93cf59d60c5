import { useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import type { ListingDeparture } from '#domain/listing-departure';
import { departureNote } from '#web/components/listing/departure-note';
import { useSimilarListings } from '#web/features/property-detail/api/get-similar-listings';
import { DepartedLead } from './departed-lead';

/**
 * The banner of a home sold or rented in the last 90 days (decision 023): what became of it and when, above the
 * page that stays at its address so links and shortlists still lead somewhere.
 */
export function DepartedListingBanner({
  listingId,
  departure,
}: {
  listingId: string;
  departure: ListingDeparture;
}) {
  const { i18n } = useLingui();
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
          {departureNote(i18n, departure)}
        </h2>
        <p className="mt-1 text-stone-700 dark:text-stone-200">
          <DepartedLead similarBelow={Boolean(similar.data?.length)} />
        </p>
      </div>
    </section>
  );
}
