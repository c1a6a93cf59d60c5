import { Trans } from '@lingui/react/macro';
import { MapPin, Navigation } from 'lucide-react';
import { lazy, Suspense } from 'react';

const VisitPinMap = lazy(() => import('./visit-pin-map'));

type VisitPlaceProps = {
  title: string;
  /** The address as the page shows it, city and locality already in the page's language. */
  address: string;
  latitude: number | null;
  longitude: number | null;
  approximate: boolean;
  /** The maps site's directions to the place (a link: nothing is fetched). */
  directionsUrl: string;
  online: boolean;
};

/** A geo: address: phones open it in their own maps app, which knows where the visitor is, often with no network. */
const geoUrl = (latitude: number, longitude: number, title: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address
  `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(title)})`;

/**
 * Where a visit is, readable with no network (decision 029): the address, the pin's coordinates (to read out to a
 * driver or type into any maps app), "Open in maps" for the phone's own maps app and the directions link. A map
 * needs tiles (or the 300 kB basemap, India-wide only), so the street map shows only while online.
 */
export function VisitPlace({
  title,
  address,
  latitude,
  longitude,
  approximate,
  directionsUrl,
  online,
}: VisitPlaceProps) {
  const pinned = latitude !== null && longitude !== null;
  return (
    <div className="space-y-2 text-sm text-stone-700 dark:text-stone-300">
      <p>{address}</p>
      <p className="flex flex-wrap items-center gap-3">
        <MapPin className="size-4" aria-hidden />
        {pinned ? (
          <>
            <span className="font-mono" data-testid="visit-day-coordinates">
              {latitude.toFixed(5)}, {longitude.toFixed(5)}
              {approximate ? (
                <>
                  {' '}
                  <Trans>(approximate)</Trans>
                </>
              ) : null}
            </span>
            <a href={geoUrl(latitude, longitude, title)} className="font-semibold underline">
              <Trans>Open in maps</Trans>
            </a>
          </>
        ) : null}
        <a
          href={directionsUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          <Navigation className="size-3.5" aria-hidden />
          <Trans>Directions</Trans>
        </a>
      </p>
      {pinned && online ? (
        <Suspense fallback={<div className="h-48 w-full rounded-2xl bg-stone-100 dark:bg-stone-800" />}>
          <VisitPinMap latitude={latitude} longitude={longitude} approximate={approximate} title={title} />
        </Suspense>
      ) : null}
      {pinned && !online ? (
        <p className="text-xs text-stone-600 dark:text-stone-400">
          <Trans>
            The map shows again when you are online. Open in maps uses your phone’s maps app, which can work
            offline.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
