import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { CityCount } from '#domain/home-overview';
import { browseAddress } from '#web/features/home/utils/hero-search-address';
import { usePropertyCount } from '#web/features/home/utils/listing-count';
import { usePlaceNames } from '#web/lib/place-names';

/** The cities with the most listings, each opening its listings on /properties. */
export function BrowseByCity({ cities }: { cities: CityCount[] | undefined }) {
  const propertyCount = usePropertyCount();
  const placeNames = usePlaceNames();
  if (!cities) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((placeholder) => (
          <li
            key={placeholder}
            className="h-[5.5rem] animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none dark:bg-stone-800"
          />
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cities.map(({ city, state, listings }) => (
        <li key={city}>
          <Link
            to={browseAddress({ city })}
            className="group flex h-full items-start gap-2 rounded-2xl border border-brand-100 bg-gradient-to-br from-white to-brand-50 p-4 sm:gap-3 sm:p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-stone-800 dark:from-stone-900 dark:to-stone-900 dark:hover:border-stone-600"
          >
            <MapPin className="mt-1 size-5 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block text-lg font-semibold text-stone-900 group-hover:text-brand-800 dark:text-stone-50 dark:group-hover:text-amber-200">
                {placeNames.city(city)}
              </span>
              <span className="block text-sm text-stone-600 dark:text-stone-400">
                {placeNames.state(state)}
              </span>
              <span
                data-testid="tile-count"
                className="mt-1 block text-sm font-medium text-stone-700 dark:text-stone-200"
              >
                {propertyCount(listings)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
