// The listing's pin on a street map, loaded only when the address is scrolled near: Leaflet stays out of the
// property page's first download.
import { Trans } from '@lingui/react/macro';
import { Circle, Marker, Tooltip } from 'react-leaflet';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { SiteMap } from '#web/components/map/site-map';

export type ListingLocationMapProps = {
  latitude: number;
  longitude: number;
  title: string;
  landmark: string | null;
  /** The coordinates are the PIN code area's centre: the map shows the area, not a pin on a house. */
  approximate: boolean;
  tiles: MapTiles | null;
};

const NEIGHBOURHOOD_ZOOM = 15;
const PIN_AREA_ZOOM = 13;
/** About the reach of a city PIN code's post offices. */
const PIN_AREA_RADIUS_METRES = 1500;

const PIN_ICON = mapPinIcon(40, { tooltipAnchor: [0, -34] });

export function ListingLocationMap({
  latitude,
  longitude,
  title,
  landmark,
  approximate,
  tiles,
}: ListingLocationMapProps) {
  return (
    <div className="space-y-2">
      <SiteMap
        center={[latitude, longitude]}
        zoom={approximate ? PIN_AREA_ZOOM : NEIGHBOURHOOD_ZOOM}
        tiles={tiles}
        className="h-72 w-full sm:h-80"
        data-testid="listing-location-map"
      >
        {approximate ? (
          <Circle
            center={[latitude, longitude]}
            radius={PIN_AREA_RADIUS_METRES}
            pathOptions={{ color: '#b45309', weight: 2, fillOpacity: 0.15 }}
          />
        ) : (
          <Marker position={[latitude, longitude]} icon={PIN_ICON} title={title} alt={title}>
            {landmark ? (
              <Tooltip permanent>
                <Trans>Near {landmark}</Trans>
              </Tooltip>
            ) : null}
          </Marker>
        )}
      </SiteMap>
      {approximate ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <Trans>Approximate location (PIN code area)</Trans>
        </p>
      ) : null}
    </div>
  );
}
