import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMapTiles } from '#web/components/map/get-map-tiles';
import type { ListingSearchResult } from '#web/lib/listing-types';
import type { MappedListing } from './results-map';

const ResultsMap = lazy(() => import('./results-map').then((module) => ({ default: module.ResultsMap })));

const isMapped = (listing: ListingSearchResult): listing is MappedListing =>
  listing.latitude !== null && listing.longitude !== null;

/** The results on a map, and below it those that have no coordinates to pin. */
export function ResultsMapView({ listings }: { listings: ListingSearchResult[] }) {
  const tiles = useMapTiles();
  const mapped = listings.filter(isMapped);
  const unmapped = listings.filter((listing) => !isMapped(listing));
  return (
    <div className="space-y-4">
      <Suspense
        fallback={
          <div className="h-[32rem] animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
        }
      >
        <ResultsMap listings={mapped} tiles={tiles.data ?? null} />
      </Suspense>
      {unmapped.length > 0 ? (
        <div className="text-sm text-stone-600 dark:text-stone-300">
          <h2 className="font-semibold text-stone-800 dark:text-stone-100">Not on the map:</h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {unmapped.map((listing) => (
              <li key={listing.id}>
                <Link
                  to={`/property/${listing.id}`}
                  className="text-brand-700 underline-offset-2 hover:underline dark:text-amber-300"
                >
                  {listing.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
