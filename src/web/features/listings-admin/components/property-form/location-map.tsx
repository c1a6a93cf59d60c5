// The map half of the location picker, loaded only when the form opens: Leaflet and its CSS stay out of other pages.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import type { Coordinates } from './map-position';

export type LocationMapProps = {
  position: Coordinates | null;
  onPick: (point: Coordinates) => void;
  tiles: MapTiles | null;
};

/** Centre of India, zoomed out to show the whole country until a point is chosen. */
const INDIA: Coordinates = { lat: 22.5, lng: 79 };
const COUNTRY_ZOOM = 4;
const STREET_ZOOM = 15;

const PIN_ICON = mapPinIcon(36);

// Without a tile server the map is a plain grid: clicks still pick coordinates, and nothing is fetched.
const GRID_BACKGROUND = {
  backgroundColor: '#f5f5f4',
  backgroundImage:
    'linear-gradient(to right, rgb(120 113 108 / 0.18) 1px, transparent 1px), ' +
    'linear-gradient(to bottom, rgb(120 113 108 / 0.18) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
};

function PickOnClick({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  useMapEvents({
    click: (event) => {
      const { lat, lng } = event.latlng.wrap();
      onPick({ lat, lng });
    },
  });
  return null;
}

/** Brings typed coordinates into view; a point picked on the map is in view already. */
function KeepPinInView({ lat, lng }: Coordinates) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), STREET_ZOOM));
  }, [map, lat, lng]);
  return null;
}

export function LocationMap({ position, onPick, tiles }: LocationMapProps) {
  const start = position ?? INDIA;
  return (
    // isolate keeps Leaflet's z-indexes (up to 1000) from rising above the portal's header and menus.
    <div className="relative isolate overflow-hidden rounded-xl border border-stone-300 dark:border-stone-700">
      <MapContainer
        center={[start.lat, start.lng]}
        zoom={position ? STREET_ZOOM : COUNTRY_ZOOM}
        scrollWheelZoom={false}
        className="h-72 w-full"
        style={tiles ? undefined : GRID_BACKGROUND}
      >
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
        <PickOnClick onPick={onPick} />
        {position ? (
          <>
            <KeepPinInView lat={position.lat} lng={position.lng} />
            <Marker
              position={[position.lat, position.lng]}
              icon={PIN_ICON}
              draggable
              title="Property location"
              alt="Property location"
              eventHandlers={{
                dragend: (event) => {
                  const { lat, lng } = (event.target as L.Marker).getLatLng().wrap();
                  onPick({ lat, lng });
                },
              }}
            />
          </>
        ) : null}
      </MapContainer>
      {tiles ? null : (
        <p className="pointer-events-none absolute top-2 right-2 z-[1000] rounded-md bg-white/90 px-2 py-1 text-xs text-stone-600 shadow-sm dark:bg-stone-900/90 dark:text-stone-300">
          Map tiles are not configured
        </p>
      )}
    </div>
  );
}
