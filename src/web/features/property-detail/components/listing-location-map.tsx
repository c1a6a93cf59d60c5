// The listing's pin on a street map, loaded only when the address is scrolled near: Leaflet stays out of the
// property page's first download.
import { Trans } from '@lingui/react/macro';
import { Tooltip } from 'react-leaflet';
import type { MapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { PinOrArea, pinOrAreaZoom } from '#web/components/map/pin-or-area';
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
        zoom={pinOrAreaZoom(approximate)}
        tiles={tiles}
        className="h-72 w-full sm:h-80"
        data-testid="listing-location-map"
      >
        <PinOrArea
          latitude={latitude}
          longitude={longitude}
          approximate={approximate}
          title={title}
          icon={PIN_ICON}
        >
          {landmark ? (
            <Tooltip permanent>
              <Trans>Near {landmark}</Trans>
            </Tooltip>
          ) : null}
        </PinOrArea>
      </SiteMap>
      {approximate ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <Trans>Approximate location (PIN code area)</Trans>
        </p>
      ) : null}
    </div>
  );
}
