// The visit's pin on the site's map, for Visit day when the browser is online. Lazily loaded: Leaflet stays out of
// the page's first (and precached) download, and offline the page shows the coordinates instead (visit-place.tsx).
import { Circle, Marker } from 'react-leaflet';
import { useMapTiles } from '#web/components/map/get-map-tiles';
import { mapPinIcon } from '#web/components/map/map-pin-icon';
import { SiteMap } from '#web/components/map/site-map';

const STREET_ZOOM = 15;
const PIN_AREA_ZOOM = 13;
/** About the reach of a city PIN code's post offices, as the property page draws an approximate place. */
const PIN_AREA_RADIUS_METRES = 1500;
const PIN_ICON = mapPinIcon(36);

export type VisitPinMapProps = { latitude: number; longitude: number; approximate: boolean; title: string };

export default function VisitPinMap({ latitude, longitude, approximate, title }: VisitPinMapProps) {
  const tiles = useMapTiles().data ?? null;
  return (
    <SiteMap
      center={[latitude, longitude]}
      zoom={approximate ? PIN_AREA_ZOOM : STREET_ZOOM}
      tiles={tiles}
      className="h-48 w-full"
      data-testid="visit-day-map"
    >
      {approximate ? (
        <Circle
          center={[latitude, longitude]}
          radius={PIN_AREA_RADIUS_METRES}
          pathOptions={{ color: '#b45309', weight: 2, fillOpacity: 0.15 }}
        />
      ) : (
        <Marker position={[latitude, longitude]} icon={PIN_ICON} title={title} alt={title} />
      )}
    </SiteMap>
  );
}
