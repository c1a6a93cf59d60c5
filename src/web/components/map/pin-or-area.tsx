// One place on a map, drawn as the site draws it everywhere: a pin where the lister gave the exact spot, or a
// shaded circle where only the PIN code area is known, so nobody reads an area's centre as a house.
import type { DivIcon } from 'leaflet';
import type { ReactNode } from 'react';
import { Circle, Marker } from 'react-leaflet';

/** The zoom that shows a pin's street, or the whole of an approximate area. */
export function pinOrAreaZoom(approximate: boolean): number {
  return approximate ? 13 : 15;
}

/** About the reach of a city PIN code's post offices. */
const PIN_AREA_RADIUS_METRES = 1500;

export type PinOrAreaProps = {
  latitude: number;
  longitude: number;
  /** The coordinates are the PIN code area's centre, not the listing's own spot. */
  approximate: boolean;
  title: string;
  icon: DivIcon;
  /** What the pin carries (a tooltip, say); an area has no pin to carry it. */
  children?: ReactNode;
};

export function PinOrArea({ latitude, longitude, approximate, title, icon, children }: PinOrAreaProps) {
  return approximate ? (
    <Circle
      center={[latitude, longitude]}
      radius={PIN_AREA_RADIUS_METRES}
      pathOptions={{ color: '#b45309', weight: 2, fillOpacity: 0.15 }}
    />
  ) : (
    <Marker position={[latitude, longitude]} icon={icon} title={title} alt={title}>
      {children}
    </Marker>
  );
}
