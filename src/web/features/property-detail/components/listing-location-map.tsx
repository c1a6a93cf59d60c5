// The listing's pin on a street map, loaded only when the address is scrolled near: Leaflet stays out of the
// property page's first download.
import { Marker, Tooltip } from 'react-leaflet';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { SiteMap } from '#web/components/map/site-map';

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
    <SiteMap
      center={[latitude, longitude]}
      zoom={NEIGHBOURHOOD_ZOOM}
      tiles={tiles}
      className="h-72 w-full sm:h-80"
      data-testid="listing-location-map"
    >
      <Marker position={[latitude, longitude]} icon={PIN_ICON} title={title} alt={title}>
        {landmark ? <Tooltip permanent>Near {landmark}</Tooltip> : null}
      </Marker>
    </SiteMap>
  );
}
