/**
 * Writes the embedded basemap (src/web/components/map/india-basemap.json): India's outline as the
 * Government of India draws it, its state and union territory borders, the neighbouring countries, and state and
 * city names. Sources and licences: docs/map-data.md. Run with `npx tsx scripts/map/build-basemap.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import polygonClipping, { type MultiPolygon as ClipMultiPolygon } from 'polygon-clipping';
import { merge, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { feature as topologyFeature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
} from 'topojson-specification';
import { MAJOR_CITIES } from './major-cities.js';
import { officialClaims } from './official-india-claims.js';
import { SOURCE_PACKAGES, sourcePackage } from './source-packages.js';

export const BASEMAP_PATH = new URL('../../src/web/components/map/india-basemap.json', import.meta.url);

type Admin1Properties = { adm0_a3: string; name: string; latitude: number; longitude: number };
type Admin1 = Feature<Polygon | MultiPolygon, Admin1Properties>;

/** Natural Earth's Pakistan-held parts of Jammu and Kashmir, and the Siachen, in the union territory India places them. */
const CLAIMED_PARTS: Record<string, string> = {
  'Azad Kashmir': 'Jammu and Kashmir',
  'Northern Areas': 'Ladakh',
  Kashmir: 'Ladakh',
};
/** Union territories too small to name before the map is zoomed well in. */
const SMALL_TERRITORIES = [
  'Dadra and Nagar Haveli and Daman and Diu',
  'Chandigarh',
  'Delhi',
  'Puducherry',
  'Lakshadweep',
  'Goa',
];
/** Countries within the extent, drawn faintly around India. */
const NEIGHBOURS = [
  'PAK',
  'AFG',
  'CHN',
  'NPL',
  'BTN',
  'BGD',
  'MMR',
  'LKA',
  'MDV',
  'IRN',
  'TJK',
  'THA',
  'KGZ',
  'UZB',
  'TKM',
  'LAO',
  'VNM',
  'OMN',
  'ARE',
  'KHM',
  'MNG',
  'KAZ',
];
/** The area the basemap covers: India with its neighbours around it. */
const [WEST, SOUTH, EAST, NORTH] = [48, 0, 110, 42];
const EXTENT: ClipMultiPolygon = [
  [
    [
      [WEST, SOUTH],
      [EAST, SOUTH],
      [EAST, NORTH],
      [WEST, NORTH],
      [WEST, SOUTH],
    ],
  ],
];
/** Neighbouring islands smaller than this (in square degrees, about 600 km²) are left out: they only add bytes. */
const SMALLEST_NEIGHBOUR_PART = 0.05;
/** Triangle area, in square degrees, under which topojson-simplify drops a vertex: about a 1 km wiggle. */
const SIMPLIFY_WEIGHT = 0.0001;
/** 0.001° is about 110 m, below what the simplified lines resolve. */
const round = (value: number) => Math.round(value * 1000) / 1000;

function outerRing(feature: Admin1 | undefined): Position[] {
  if (!feature) throw new Error('A Natural Earth region the outline needs is missing');
  const geometry = feature.geometry;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.reduce((a, b) => (b[0]!.length > a[0]!.length ? b : a))[0]!;
}

function withoutHoles(polygons: ClipMultiPolygon, smallestPart = 0): MultiPolygon {
  const kept = polygons.filter((polygon) => ringArea(polygon[0]!) >= smallestPart);
  return { type: 'MultiPolygon', coordinates: kept.map((polygon) => [polygon[0]!]) };
}

function ringArea(ring: Position[]): number {
  let twice = 0;
  for (let i = 1; i < ring.length; i++)
    twice += ring[i - 1]![0]! * ring[i]![1]! - ring[i]![0]! * ring[i - 1]![1]!;
  return Math.abs(twice / 2);
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
type Area =
  | TopoPolygon<Admin1Properties & { state?: string }>
  | TopoMultiPolygon<Admin1Properties & { state?: string }>;

const stateOf = (area: { properties?: object }) => (area.properties as { state?: string } | undefined)?.state;

function roundGeometry<G extends Geometry>(geometry: G): G {
  const walk = (value: unknown): unknown =>
    typeof value === 'number' ? round(value) : Array.isArray(value) ? value.map(walk) : value;
  return { ...geometry, coordinates: walk((geometry as unknown as { coordinates: unknown }).coordinates) };
}

/** The objects' features simplified together (shared lines stay shared), with rounded coordinates. */
function simplified(objects: Record<string, FeatureCollection>, weight: number): Feature[] {
  const shapes = topology(objects);
  const simple = simplify(presimplify(shapes as Parameters<typeof presimplify>[0]), weight);
  return Object.keys(simple.objects).flatMap((name) => {
    const decoded = topologyFeature(simple, simple.objects[name]!) as Feature | FeatureCollection;
    const features = decoded.type === 'FeatureCollection' ? decoded.features : [decoded];
    return features.map((f) => ({
      type: 'Feature',
      properties: f.properties,
      geometry: roundGeometry(f.geometry),
    }));
  });
}

async function main() {
  const statesPath = join(sourcePackage(SOURCE_PACKAGES.naturalEarthStates), 'data/states/admin1.json');
  const admin1 = (
    JSON.parse(readFileSync(statesPath, 'utf8')) as FeatureCollection<
      Polygon | MultiPolygon,
      Admin1Properties
    >
  ).features;
  const claimedPart = (f: Admin1) => f.properties.adm0_a3 !== 'IND' && f.properties.name in CLAIMED_PARTS;
  const indian = admin1
    .filter((f) => f.properties.adm0_a3 === 'IND' || claimedPart(f))
    .map((f) => ({
      ...f,
      properties: { ...f.properties, state: CLAIMED_PARTS[f.properties.name] ?? f.properties.name },
    }));

  const states = topology({ states: collection(indian) });
  const stateObject = states.objects.states as GeometryCollection<Admin1Properties & { state: string }>;
  const deFacto = merge(states, stateObject.geometries as Area[]);
  const borders = mesh(states, stateObject, (a, b) => a !== b && stateOf(a) !== stateOf(b));

  const claims = await officialClaims({
    correctionsArchive: join(
      sourcePackage(SOURCE_PACKAGES.indiaBoundaryCorrections),
      'india_boundary_corrections.pmtiles',
    ),
    gilgitBaltistanRing: outerRing(admin1.find((f) => f.properties.name === 'Northern Areas')),
    siachenRing: outerRing(
      admin1.find((f) => f.properties.name === 'Kashmir' && f.properties.adm0_a3 === 'KAS'),
    ),
  });
  const india = withoutHoles(
    polygonClipping.union(
      deFacto.coordinates as ClipMultiPolygon,
      ...claims.map((claim) => claim.coordinates as ClipMultiPolygon[number]),
    ),
  );

  const neighbourParts = admin1.filter((f) => NEIGHBOURS.includes(f.properties.adm0_a3) && !claimedPart(f));
  const countries = topology({ countries: collection(neighbourParts) });
  const countryObject = countries.objects.countries as GeometryCollection<Admin1Properties>;
  const neighbours = NEIGHBOURS.map((code) => {
    const merged = merge(
      countries,
      (countryObject.geometries as Area[]).filter((g) => g.properties?.adm0_a3 === code),
    );
    const clipped = polygonClipping.intersection(merged.coordinates as ClipMultiPolygon, EXTENT);
    return {
      type: 'Feature' as const,
      properties: { layer: 'neighbour' },
      geometry: withoutHoles(clipped, SMALLEST_NEIGHBOUR_PART),
    };
  }).filter((f) => f.geometry.coordinates.length > 0);

  // India and its borders in one topology, so the lines that meet stay joined after simplification. The
  // neighbours, drawn faintly under India's opaque fill, are simplified ten times more.
  const shapes = [
    ...simplified(
      {
        india: collection([{ type: 'Feature', properties: { layer: 'india' }, geometry: india }]),
        borders: collection([{ type: 'Feature', properties: { layer: 'state-border' }, geometry: borders }]),
      },
      SIMPLIFY_WEIGHT,
    ),
    ...simplified({ neighbours: collection(neighbours) }, SIMPLIFY_WEIGHT * 10),
  ];

  const stateNames = indian
    .filter((f) => f.properties.adm0_a3 === 'IND')
    .map((f) => ({
      type: 'Feature',
      properties: {
        layer: 'state-name',
        name: f.properties.name,
        rank: SMALL_TERRITORIES.includes(f.properties.name) ? 2 : 1,
      },
      geometry: { type: 'Point', coordinates: [round(f.properties.longitude), round(f.properties.latitude)] },
    }));
  const cities = MAJOR_CITIES.map((city) => ({
    type: 'Feature',
    properties: { layer: 'city', name: city.name, rank: city.rank },
    geometry: { type: 'Point', coordinates: [city.lng, city.lat] },
  }));

  const basemap = { type: 'FeatureCollection', features: [...shapes, ...stateNames, ...cities] };
  const text = JSON.stringify(basemap);
  writeFileSync(BASEMAP_PATH, text + '\n');
  console.log(`Wrote ${BASEMAP_PATH.pathname}: ${(text.length / 1024).toFixed(0)} kB`);
}

await main();
