// Street maps from the operator's Protomaps archive, served by HouseHunt itself (MAP_PMTILES). protomaps-leaflet
// draws the vector tiles on canvas and shapes Devanagari labels; it loads only when a map has such an archive.
import type { Layer } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

export function StreetMapLayer({ url }: { url: string }) {
  const map = useMap();
  useEffect(() => {
    let layer: Layer | null = null;
    let cancelled = false;
    const dark = document.documentElement.classList.contains('dark');
    void import('protomaps-leaflet').then(({ leafletLayer }) => {
      if (cancelled) return;
      // Its typings leave the layer untyped; it is a Leaflet GridLayer.
      const createLayer = leafletLayer as unknown as (options: {
        url: string;
        flavor: string;
        lang: string;
      }) => Layer;
      layer = createLayer({ url, flavor: dark ? 'dark' : 'light', lang: 'en' }).addTo(map);
    });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map, url]);
  return null;
}
