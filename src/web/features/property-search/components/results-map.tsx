// The map view of the results, loaded only when the visitor asks for it: Leaflet and its CSS stay out of the grid.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { formatPrice } from '#domain/price-format';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { mapPinIcon } from '#web/components/map/map-pin-icon';

export type MappedListing = ListingSearchResult & { latitude: number; longitude: number };

/** Centre of India, zoomed out to show the whole country. */
const INDIA: [number, number] = [22.5, 79];
const COUNTRY_ZOOM = 4;
const MAX_FIT_ZOOM = 14;

const PIN_ICON = mapPinIcon(32, { popupAnchor: [0, -28] });

// Without a tile server the map is a plain grid with the pins on it, and nothing is fetched from outside.
const GRID_BACKGROUND = {
  backgroundColor: '#f5f5f4',
  backgroundImage:
    'linear-gradient(to right, rgb(120 113 108 / 0.18) 1px, transparent 1px), ' +
    'linear-gradient(to bottom, rgb(120 113 108 / 0.18) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
};

/** Zooms to show every pin whenever the results change. */
function FitToPins({ listings }: { listings: MappedListing[] }) {
  const map = useMap();
  useEffect(() => {
    if (listings.length === 0) return;
    const bounds = L.latLngBounds(listings.map((listing) => [listing.latitude, listing.longitude]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAX_FIT_ZOOM });
  }, [map, listings]);
  return null;
}

type ResultsMapProps = { listings: MappedListing[]; tiles: MapTiles | null };

export function ResultsMap({ listings, tiles }: ResultsMapProps) {
  return (
    // isolate keeps Leaflet's z-indexes (up to 1000) from rising above the site header and menus.
    <div className="relative isolate overflow-hidden rounded-2xl border border-stone-300 dark:border-stone-700">
      <MapContainer
        center={INDIA}
        zoom={COUNTRY_ZOOM}
        scrollWheelZoom={false}
        className="h-[32rem] w-full"
        style={tiles ? undefined : GRID_BACKGROUND}
      >
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
        <FitToPins listings={listings} />
        {listings.map((listing) => (
          <Marker
            key={listing.id}
            position={[listing.latitude, listing.longitude]}
            icon={PIN_ICON}
            title={listing.title}
            alt={listing.title}
          >
            <Popup>
              <Link to={`/property/${listing.id}`} className="font-semibold text-brand-800">
                {listing.title}
              </Link>
              <br />
              {formatPrice(listing)}
            </Popup>
          </Marker>
        ))}
      </MapContainer>
      {tiles ? null : (
        <p className="pointer-events-none absolute top-2 right-2 z-[1000] rounded-md bg-white/90 px-2 py-1 text-xs text-stone-600 shadow-sm dark:bg-stone-900/90 dark:text-stone-300">
          Map tiles are not configured
        </p>
      )}
    </div>
  );
}
