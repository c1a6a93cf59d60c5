// The map view of the results, loaded only when the visitor asks for it: Leaflet and its CSS stay out of the grid.
import L from 'leaflet';
import { useEffect } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { formatPrice } from '#domain/price-format';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { COUNTRY_ZOOM, INDIA, SiteMap } from '#web/components/map/site-map';

export type MappedListing = ListingSearchResult & { latitude: number; longitude: number };

const MAX_FIT_ZOOM = 14;

const PIN_ICON = mapPinIcon(32, { popupAnchor: [0, -28] });

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
    <SiteMap center={INDIA} zoom={COUNTRY_ZOOM} tiles={tiles} className="h-[32rem] w-full">
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
    </SiteMap>
  );
}
