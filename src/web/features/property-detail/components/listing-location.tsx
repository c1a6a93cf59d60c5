import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useMapTiles } from '#web/components/map/get-map-tiles';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { ListingAddress } from './listing-address';
import { mapsUrl } from './outbound-links';
import { useNearViewport } from './use-near-viewport';

const ListingLocationMap = lazy(() =>
  import('./listing-location-map').then((module) => ({ default: module.ListingLocationMap })),
);

type LocationSource = Pick<
  PublicListing,
  | 'title'
  | 'address'
  | 'landmark'
  | 'city'
  | 'state'
  | 'pincode'
  | 'latitude'
  | 'longitude'
  | 'locationApproximate'
>;

/**
 * Where the property is: its postal address and landmark, its place on the map (the site's tile server or the
 * embedded basemap; the PIN code's area when no pin was placed), and a link to open the place in Google Maps for
 * directions.
 */
export function ListingLocation({ listing }: { listing: LocationSource }) {
  const tiles = useMapTiles();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const { latitude, longitude } = listing;
  const pinned = latitude !== null && longitude !== null;
  return (
    <div ref={ref} className="space-y-5">
      <ListingAddress listing={listing} />
      {pinned && tiles.isSuccess && near ? (
        <Suspense
          fallback={
            <div className="h-72 animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none sm:h-80 dark:bg-stone-800" />
          }
        >
          <ListingLocationMap
            latitude={latitude}
            longitude={longitude}
            title={listing.title}
            landmark={listing.landmark}
            approximate={listing.locationApproximate}
            tiles={tiles.data}
          />
        </Suspense>
      ) : null}
      <a
        href={mapsUrl(listing)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-amber-300"
      >
        <Trans>
          Open in Google Maps
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </Trans>
      </a>
    </div>
  );
}
