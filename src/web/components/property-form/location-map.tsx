// The map half of the location picker, loaded only when the form opens: Leaflet and its CSS stay out of other pages.
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { COUNTRY_ZOOM, INDIA, SiteMap } from '#web/components/map/site-map';
import type { Coordinates } from './map-position';

export type LocationMapProps = {
  position: Coordinates | null;
  onPick: (point: Coordinates) => void;
  tiles: MapTiles | null;
};

const STREET_ZOOM = 15;

const PIN_ICON = mapPinIcon(36);

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
  const { t } = useLingui();
  // The whole country until a point is chosen; clicks pick coordinates even without a tile server.
  return (
    <SiteMap
      center={position ? [position.lat, position.lng] : INDIA}
      zoom={position ? STREET_ZOOM : COUNTRY_ZOOM}
      tiles={tiles}
      className="h-72 w-full"
      rounded="rounded-xl"
    >
      <PickOnClick onPick={onPick} />
      {position ? (
        <>
          <KeepPinInView lat={position.lat} lng={position.lng} />
          <Marker
            position={[position.lat, position.lng]}
            icon={PIN_ICON}
            draggable
            title={t`Property location`}
            alt={t`Property location`}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng().wrap();
                onPick({ lat, lng });
              },
            }}
          />
        </>
      ) : null}
    </SiteMap>
  );
}
