// The one Leaflet set-up: the frame, the map with its options, the tile layer (or a plain grid without a tile
// server) and the note that says so. Features add their pins and behaviour as children. Only lazily loaded
// modules import it, so Leaflet and its CSS stay out of every first download.
import 'leaflet/dist/leaflet.css';
import type { LatLngTuple } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { MapTiles } from './get-map-tiles';

/** Centre of India, zoomed out to show the whole country. */
export const INDIA: LatLngTuple = [22.5, 79];
export const COUNTRY_ZOOM = 4;

// Without a tile server the map is a plain grid with the pins on it, and nothing is fetched from outside.
const GRID_BACKGROUND = {
  backgroundColor: '#f5f5f4',
  backgroundImage:
    'linear-gradient(to right, rgb(120 113 108 / 0.18) 1px, transparent 1px), ' +
    'linear-gradient(to bottom, rgb(120 113 108 / 0.18) 1px, transparent 1px)',
  backgroundSize: '32px 32px',
};

type SiteMapProps = {
  center: LatLngTuple;
  zoom: number;
  /** The site's tile server; null draws the grid. */
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
        className={className}
        style={tiles ? undefined : GRID_BACKGROUND}
      >
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
        {children}
      </MapContainer>
      {tiles ? null : (
        <p className="pointer-events-none absolute top-2 right-2 z-[1000] rounded-md bg-white/90 px-2 py-1 text-xs text-stone-600 shadow-sm dark:bg-stone-900/90 dark:text-stone-300">
          Map tiles are not configured
        </p>
      )}
    </div>
  );
}
