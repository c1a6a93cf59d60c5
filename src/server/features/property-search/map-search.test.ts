/**
 * GET /api/properties/map: pins when few, clusters when many, and every count equal to what the list finds and to
 * a count made here from the listings' coordinates.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapAnswerSchema, MAP_PIN_LIMIT, type MapAnswer } from '#domain/map-search';
import { parsePolygon, type MapPoint } from '#domain/map-area';
import { propertyInputSchema } from '#domain/property-schema';
import { properties, propertyImages } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { createLiveListing } from '#server/testing/live-listing';
import { searchPublicListings } from '#server/testing/public-search';
import { errorBody, responseBody } from '#server/testing/response-body';
import { seedListings } from '#server/testing/seed-listings';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

/** Fewer than the list's count cap, so its totals are exact; several hundred, so all of India is in clusters. */
const SEEDED = 700;
const INDIA = '6,68,37.5,97.5';
// The seeded Bengaluru listings lie within 0.05° of 12.97, 77.59: about a hundred, answered as pins.
const BENGALURU = '12.9,77.5,13.05,77.7';
// A concave area (an L) over the seeded Mumbai (19.07, 72.87) and around it.
const MUMBAI_L = '19.0,72.8;19.0,72.95;19.05,72.95;19.05,72.85;19.12,72.85;19.12,72.8';
// A triangle over part of Bengaluru.
const BENGALURU_TRIANGLE = '12.93,77.55;12.93,77.64;13.02,77.58';

type Located = { lat: number; lng: number; status: string; price: number };

/** The ray-casting rule, as the SQL applies it, over the coordinates read back: the count to compare with. */
function inside(points: readonly MapPoint[], { lat, lng }: Located) {
  let crossings = 0;
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if (a.lat === b.lat) return;
    if (a.lat > lat !== b.lat > lat && lng < a.lng + ((lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat))
      crossings += 1;
  });
  return crossings % 2 === 1;
}

const inBox = (bbox: string, { lat, lng }: Located) => {
  const [south, west, north, east] = bbox.split(',').map(Number) as [number, number, number, number];
  return lat >= south && lat <= north && lng >= west && lng <= east;
};

describe.each(TEST_DATABASE_KINDS)('the search map on %s', (kind) => {
  let t: TestApp;
  let located: Located[];
  let photographed: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedListings(t.db, SEEDED);
    photographed = (
      await createLiveListing(
        t.db,
        propertyInputSchema.parse(
          aFlat({ title: 'Pinned flat with a photo', latitude: 12.98, longitude: 77.6 }),
        ),
      )
    ).id;
    const keyBase = 'properties/map-pin';
    await t.db.insert(propertyImages).values({
      propertyId: photographed,
      position: 0,
      keyBase,
      originalName: 'pin.jpg',
      width: 1600,
      height: 1200,
      variants: [960, 480].map((width) => ({
        width,
        height: (width * 3) / 4,
        format: 'webp' as const,
        key: `${keyBase}-${width}.webp`,
        bytes: 1000,
      })),
    });
    // Not on the map: no coordinates, so no box or area finds it.
    await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title: 'Unpinned flat' })));
    const rows = await t.db
      .select({
        lat: properties.latitude,
        lng: properties.longitude,
        status: properties.propertyStatus,
        price: properties.price,
      })
      .from(properties)
      .where(sql`${properties.inPublicSearch} and ${properties.latitude} is not null`);
    located = rows.map((row) => ({ ...row, lat: row.lat!, lng: row.lng! }));
  }, 60_000);
  afterAll(async () => t?.close());

  const map = async (query: string): Promise<MapAnswer> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/map?${query}` });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return responseBody(response, mapAnswerSchema);
  };
  const countOf = (answer: MapAnswer) =>
    answer.kind === 'pins' ? answer.pins.length : answer.clusters.reduce((sum, c) => sum + c.count, 0);

  it('clusters all of India in SQL, the counts adding up to the list and to a count of the coordinates', async () => {
    const answer = await map(`bbox=${INDIA}&zoom=4`);
    expect(answer.kind).toBe('clusters');
    const expected = located.filter((listing) => inBox(INDIA, listing)).length;
    expect(expected).toBeGreaterThan(MAP_PIN_LIMIT);
    expect(answer.total).toBe(expected);
    expect(countOf(answer)).toBe(expected);
    expect((await searchPublicListings(t.app, `bbox=${INDIA}`)).total).toBe(expected);
    if (answer.kind !== 'clusters') return;
    // Seven seeded cities far apart: at zoom 4 each is one cell or a few, centred on its listings.
    const bengaluru = answer.clusters.filter(
      (c) => Math.abs(c.lat - 12.97) < 1 && Math.abs(c.lng - 77.59) < 1,
    );
    expect(bengaluru.length).toBeGreaterThan(0);
    for (const cluster of answer.clusters) {
      if (cluster.sale) expect(cluster.sale.min).toBeLessThanOrEqual(cluster.sale.max);
      if (cluster.rent) expect(cluster.rent.max).toBeLessThan(1_000_000);
    }
  });

  it('applies every filter of the search to the clusters', async () => {
    const answer = await map(`bbox=${INDIA}&zoom=5&status=rent&minPrice=50000`);
    const expected = located.filter(
      (l) => inBox(INDIA, l) && l.status === 'rent' && l.price >= 50_000,
    ).length;
    expect(countOf(answer)).toBe(expected);
    expect((await searchPublicListings(t.app, `bbox=${INDIA}&status=rent&minPrice=50000`)).total).toBe(
      expected,
    );
    if (answer.kind === 'clusters') expect(answer.clusters.every((c) => c.sale === null)).toBe(true);
  });

  it('answers few listings as pins, each with its price, bedrooms and cover thumbnail', async () => {
    const answer = await map(`bbox=${BENGALURU}&zoom=12`);
    expect(answer.kind).toBe('pins');
    if (answer.kind !== 'pins') return;
    const expected = located.filter((listing) => inBox(BENGALURU, listing)).length;
    expect(answer.total).toBe(expected);
    expect(answer.pins).toHaveLength(expected);
    const list = await searchPublicListings(t.app, `bbox=${BENGALURU}&pageSize=48`);
    expect(list.total).toBe(expected);
    const pinned = new Set(answer.pins.map((pin) => pin.id));
    expect(list.items.every((item) => pinned.has(item.id))).toBe(true);
    const pin = answer.pins.find((each) => each.id === photographed);
    expect(pin?.thumbnail?.src).toMatch(/map-pin-480\.webp$/);
    expect(pin).toEqual({
      id: photographed,
      title: 'Pinned flat with a photo',
      lat: 12.98,
      lng: 77.6,
      price: 18_500_000,
      propertyStatus: 'sale',
      rentalFrequency: null,
      bedrooms: 3,
      thumbnail: { src: pin?.thumbnail?.src, width: 480, height: 360 },
    });
  });

  it.each([
    ['a concave area', MUMBAI_L],
    ['a triangle', BENGALURU_TRIANGLE],
  ])('finds exactly the listings inside %s, on the map and in the list', async (_name, polygon) => {
    const points = parsePolygon(polygon);
    if (!points.ok) throw new Error(points.message);
    const expected = located.filter((listing) => inside(points.value, listing)).length;
    expect(expected).toBeGreaterThan(0);
    // The box is all of India; the area decides.
    for (const zoom of [4, 14]) {
      expect(countOf(await map(`bbox=${INDIA}&zoom=${zoom}&polygon=${polygon}`))).toBe(expected);
    }
    expect((await searchPublicListings(t.app, `polygon=${encodeURIComponent(polygon)}`)).total).toBe(
      expected,
    );
    // Fewer than its box holds: the exact test ran, not the box alone.
    expect(expected).toBeLessThan(located.filter((l) => inside(boxRing(points.value), l)).length);
  });

  it('counts clusters in a small box at a high zoom the same as the list', async () => {
    const bbox = '18.9,72.7,19.2,73.0';
    const answer = await map(`bbox=${bbox}&zoom=20`);
    const expected = located.filter((listing) => inBox(bbox, listing)).length;
    expect(countOf(answer)).toBe(expected);
    expect((await searchPublicListings(t.app, `bbox=${bbox}`)).total).toBe(expected);
  });

  it('answers an empty box with no pins', async () => {
    expect(await map('bbox=30,90,31,91&zoom=10')).toEqual({ kind: 'pins', total: 0, pins: [] });
  });

  const longPolygon = Array.from({ length: 101 }, (_, i) => {
    const angle = (2 * Math.PI * i) / 101;
    return `${(13 + Math.sin(angle)).toFixed(5)},${(77 + Math.cos(angle)).toFixed(5)}`;
  }).join(';');

  it.each([
    ['zoom=5', 'bbox'],
    [`bbox=${INDIA}`, 'zoom'],
    [`bbox=${INDIA}&zoom=21`, 'zoom'],
    [`bbox=${INDIA}&zoom=-1`, 'zoom'],
    [`bbox=${INDIA}&zoom=4.5`, 'zoom'],
    [`bbox=${INDIA}&zoom=near`, 'zoom'],
    ['bbox=1,2,3&zoom=5', 'bbox'],
    ['bbox=13,77,12,78&zoom=5', 'bbox'],
    ['bbox=12,179,13,-179&zoom=5', 'bbox'],
    ['bbox=-95,70,10,80&zoom=5', 'bbox'],
    ['bbox=10,70,20,190&zoom=5', 'bbox'],
    [`bbox=${'9'.repeat(5000)}&zoom=5`, 'bbox'],
    [`bbox=${encodeURIComponent('१२,७७,१३,७८')}&zoom=5`, 'bbox'],
    [`bbox=${encodeURIComponent("12,77,13,78'; drop table properties;--")}&zoom=5`, 'bbox'],
    [`bbox=${INDIA}&zoom=5&polygon=12.9,77.5;12.9,77.7`, 'polygon'],
    [`bbox=${INDIA}&zoom=5&polygon=12.9,77.5;13.1,77.7;12.9,77.7;13.1,77.5`, 'polygon'],
    [`bbox=${INDIA}&zoom=5&polygon=${longPolygon}`, 'polygon'],
    [`bbox=${INDIA}&zoom=5&polygon=12.9,77.5;12.9,77.7;95,77.7`, 'polygon'],
    [`bbox=${INDIA}&zoom=5&polygon=${'1,2;'.repeat(2000)}`, 'polygon'],
    [`bbox=${INDIA}&zoom=5&polygon=${encodeURIComponent('🏠,1;2,3;4,5')}`, 'polygon'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/map?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorBody(response).error.fields!)).toContain(field);
  });

  it('refuses a bad area in the list search too', async () => {
    for (const query of ['bbox=13,77,12,78', 'polygon=12.9,77.5;13.1,77.7;12.9,77.7;13.1,77.5']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/properties?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

const boxRing = (points: readonly MapPoint[]): MapPoint[] => {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ];
  return [
    { lat: south, lng: west },
    { lat: south, lng: east },
    { lat: north, lng: east },
    { lat: north, lng: west },
  ];
};
