// The listing's pin on a street map, loaded only when the address is scrolled near: Leaflet stays out of the
// property page's first download.
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';

export type ListingLocationMapProps = {
  latitude: number;
  longitude: number;
  title: string;
  landmark: string | null;
  tiles: MapTiles;
};

const NEIGHBOURHOOD_ZOOM = 15;

const PIN_ICON = mapPinIcon(40, { tooltipAnchor: [0, -34] });

export function ListingLocationMap({ latitude, longitude, title, landmark, tiles }: ListingLocationMapProps) {
  return (
    // isolate keeps Leaflet's z-indexes (up to 1000) from rising above the site header and menus.
    <div
      className="relative isolate overflow-hidden rounded-2xl border border-stone-300 dark:border-stone-700"
      data-testid="listing-location-map"
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={NEIGHBOURHOOD_ZOOM}
        // The page scrolls past the map; zooming is on the + and − buttons (and pinch on phones).
        scrollWheelZoom={false}
        className="h-72 w-full sm:h-80"
      >
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        <Marker position={[latitude, longitude]} icon={PIN_ICON} title={title} alt={title}>
          {landmark ? <Tooltip permanent>Near {landmark}</Tooltip> : null}
        </Marker>
      </MapContainer>
    </div>
  );
}
