// The basemap that ships with HouseHunt: India's official outline, its state borders, the neighbouring countries
// and state and city names, drawn as vectors from one JSON file (docs/map-data.md). Nothing is fetched from
// outside, and the file is only fetched when a map is shown. Over a configured tile server only the outline is
// drawn, so the country keeps its official boundary there too.
import L from 'leaflet';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { INDIAN_STATES } from '#domain/taxonomy';
import { hindiPlaceNames } from '#web/lib/place-names';
import basemapUrl from './india-basemap.json?url';
import './embedded-basemap.css';

type BasemapProperties = {
  layer: 'neighbour' | 'india' | 'state-border' | 'state-name' | 'city';
  name?: string;
  rank?: number;
};
type Basemap = FeatureCollection<GeoJSON.Geometry, BasemapProperties>;

// The data's source, named as its makers name it in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings
const ATTRIBUTION = 'Natural Earth';

let basemap: Promise<Basemap> | null = null;

/** The basemap file, fetched once for every map on the page; a failed fetch is tried again by the next map. */
function loadBasemap(): Promise<Basemap> {
  basemap ??= fetch(basemapUrl).then((response) => {
    if (!response.ok) throw new Error(`The basemap answered ${response.status}`);
    return response.json() as Promise<Basemap>;
  });
  basemap.catch(() => {
    basemap = null;
  });
  return basemap;
}

// Shapes sit with the tiles, under everything the features add; names above the shapes but under pins.
const SHAPES_PANE = 'hh-basemap';
const OUTLINE_PANE = 'hh-basemap-outline';
const LABELS_PANE = 'hh-basemap-labels';

function pane(map: L.Map, name: string, zIndex: number): string {
  const element = map.getPane(name) ?? map.createPane(name);
  element.style.zIndex = String(zIndex);
  element.style.pointerEvents = 'none';
  return name;
}

const SHAPE_CLASS: Record<string, string> = {
  neighbour: 'hh-basemap-neighbour',
  india: 'hh-basemap-india',
  'state-border': 'hh-basemap-state-border',
};

/**
 * The zoom from which a name shows: metros on the whole-country view, smaller places as one zooms in; state names
 * one step in, small territories' names only well in.
 */
function minZoom(properties: BasemapProperties): number {
  if (properties.layer === 'state-name') return properties.rank === 2 ? 7 : 5;
  return 3 + (properties.rank ?? 3);
}

/** The basemap's names the place table (and so its Devanagari names) keeps under another name. */
/* eslint-disable lingui/no-unlocalized-strings -- stored place names, keys into the Devanagari names */
const PLACE_TABLE_NAMES: Readonly<Record<string, string>> = {
  'New Delhi': 'Delhi',
  'Port Blair': 'Sri Vijaya Puram',
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A place's name as the page's language writes it: Devanagari on Hindi pages (whose names are loaded there only),
 * a state named by the start of its name ("Andaman and Nicobar" for the Andaman and Nicobar Islands).
 */
function nameOf({ layer, name = '' }: BasemapProperties): string {
  const hindi = hindiPlaceNames();
  if (!hindi) return name;
  if (layer === 'city') return hindi.cityNameInHindi(PLACE_TABLE_NAMES[name] ?? name);
  const state = INDIAN_STATES.find((each) => each === name || each.startsWith(`${name} `));
  return hindi.stateNameInHindi(state ?? name);
}

function label(feature: Feature<Point, BasemapProperties>, paneName: string, name: string): L.Marker {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  const kind = feature.properties.layer === 'city' ? 'hh-basemap-city' : 'hh-basemap-state-name';
  return L.marker([lat, lng], {
    pane: paneName,
    interactive: false,
    keyboard: false,
    icon: L.divIcon({ className: kind, html: '', iconSize: undefined }),
  }).on('add', (event) => {
    // Text set as textContent: place names are data, never markup.
    const element = (event.target as L.Marker).getElement();
    if (element) element.textContent = name;
  });
}

export function EmbeddedBasemap({ outlineOnly }: { outlineOnly: boolean }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.classList.add('hh-basemap-map');
    if (!outlineOnly) container.classList.add('hh-basemap-sea');
    const layers = L.layerGroup().addTo(map);
    if (!outlineOnly) map.attributionControl?.addAttribution(ATTRIBUTION);
    const labels: Array<{ marker: L.Marker; from: number }> = [];
    const showLabelsForZoom = () => {
      const zoom = map.getZoom();
      for (const { marker, from } of labels) {
        if (zoom >= from) layers.addLayer(marker);
        else layers.removeLayer(marker);
      }
    };
    let cancelled = false;
    loadBasemap()
      .then((data) => {
        if (cancelled) return;
        const shapesPane = outlineOnly ? pane(map, OUTLINE_PANE, 250) : pane(map, SHAPES_PANE, 200);
        const shapes = data.features.filter((f) =>
          outlineOnly ? f.properties.layer === 'india' : f.properties.layer in SHAPE_CLASS,
        );
        L.geoJSON(shapes, {
          pane: shapesPane,
          interactive: false,
          style: (f) => {
            const layer = (f?.properties as BasemapProperties | undefined)?.layer ?? '';
            return {
              className: `${SHAPE_CLASS[layer] ?? ''}${outlineOnly ? ' hh-basemap-outline-only' : ''}`,
            };
          },
        }).addTo(layers);
        if (outlineOnly) return;
        const labelsPane = pane(map, LABELS_PANE, 350);
        for (const f of data.features) {
          if (f.geometry.type !== 'Point') continue;
          const point = f as Feature<Point, BasemapProperties>;
          const name = nameOf(point.properties);
          labels.push({ marker: label(point, labelsPane, name), from: minZoom(point.properties) });
        }
        showLabelsForZoom();
        map.on('zoomend', showLabelsForZoom);
      })
      .catch(() => {
        // Without its file the map keeps its plain background; pins and picking still work.
      });
    return () => {
      cancelled = true;
      map.off('zoomend', showLabelsForZoom);
      layers.remove();
      map.attributionControl?.removeAttribution(ATTRIBUTION);
      container.classList.remove('hh-basemap-sea');
    };
  }, [map, outlineOnly]);
  return null;
}
