// The visit's pin on the site's map, for Visit day when the browser is online. Lazily loaded: Leaflet stays out of
// the page's first (and precached) download, and offline the page shows the coordinates instead (visit-place.tsx).
import { useMapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { PinOrArea, pinOrAreaZoom } from '#web/components/map/pin-or-area';
import { SiteMap } from '#web/components/map/site-map';

const PIN_ICON = mapPinIcon(36);

export type VisitPinMapProps = { latitude: number; longitude: number; approximate: boolean; title: string };

export default function VisitPinMap({ latitude, longitude, approximate, title }: VisitPinMapProps) {
  const tiles = useMapTiles().data ?? null;
  return (
    <SiteMap
      center={[latitude, longitude]}
      zoom={pinOrAreaZoom(approximate)}
      tiles={tiles}
      className="h-48 w-full"
      data-testid="visit-day-map"
    >
      <PinOrArea
        latitude={latitude}
        longitude={longitude}
        approximate={approximate}
        title={title}
        icon={PIN_ICON}
      />
    </SiteMap>
  );
}
