// The one Leaflet set-up: the frame, the map with its options and its background: the site's tile server when
// one is configured, else the embedded basemap; the official India outline is drawn in both. Features add their
// pins and behaviour as children. Only lazily loaded modules import it, so Leaflet and its CSS stay out of every
// first download.
import 'leaflet/dist/leaflet.css';
import './site-map.css';
import { useLingui } from '@lingui/react/macro';
import type { LatLngTuple } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { EmbeddedBasemap } from './embedded-basemap';
import { useStreetMap, type MapTiles } from './get-map-tiles';
import { StreetMapLayer } from './street-map-layer';

/** Centre of India, zoomed out to show the whole country. */
export const INDIA: LatLngTuple = [22.5, 79];
export const COUNTRY_ZOOM = 4;

type SiteMapProps = {
  center: LatLngTuple;
  zoom: number;
  /** The site's tile server; null draws the embedded basemap. */
  tiles: MapTiles | null;
  /** The map's height. */
  className: string;
  /** The frame's corners: the admin's forms use smaller ones than the public pages. */
  rounded?: 'rounded-xl' | 'rounded-2xl';
  'data-testid'?: string;
  /** The feature's layers: pins, popups, what a click does. */
  children?: ReactNode;
};

export function SiteMap({
  center,
  zoom,
  tiles,
  className,
  rounded = 'rounded-2xl',
  'data-testid': testId,
  children,
}: SiteMapProps) {
  // The operator's street map, when configured, takes the place of the raster tiles and the embedded shapes.
  const streetMap = useStreetMap().data ?? null;
  const { t } = useLingui();
  return (
    // isolate keeps Leaflet's z-indexes (up to 1000) from rising above the site header and menus.
    <div
      className={`relative isolate overflow-hidden ${rounded} border border-stone-300 dark:border-stone-700`}
      data-testid={testId}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        // The page scrolls past the map; zooming is on the + and − buttons (and pinch on phones).
        scrollWheelZoom={false}
        // Leaflet's own + and − speak English: this one says "Zoom in" in the page's language.
        zoomControl={false}
        className={className}
      >
        <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
        {streetMap ? (
          <StreetMapLayer url={streetMap.url} />
        ) : tiles ? (
          <TileLayer url={tiles.url} attribution={tiles.attribution} />
        ) : null}
        <EmbeddedBasemap outlineOnly={tiles !== null || streetMap !== null} />
        {children}
      </MapContainer>
    </div>
  );
}
