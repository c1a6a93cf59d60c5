// The listing's pin on a street map, loaded only when the address is scrolled near: Leaflet stays out of the
// property page's first download.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import type { MapTiles } from '../../api/get-map-tiles';

export type ListingLocationMapProps = {
  latitude: number;
  longitude: number;
  title: string;
  landmark: string | null;
  tiles: MapTiles;
};

const NEIGHBOURHOOD_ZOOM = 15;

// Leaflet's default marker images break once bundled, so the pin is lucide's map-pin drawn inline.
const PIN_ICON = L.divIcon({
  className: '',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="40" height="40" fill="#7c4a2d" ' +
    'stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/>' +
    '<circle cx="12" cy="10" r="3" fill="#ffffff"/></svg>',
  iconSize: [40, 40],
  iconAnchor: [20, 38],
  tooltipAnchor: [0, -34],
});

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
