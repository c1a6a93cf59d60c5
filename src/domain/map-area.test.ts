import { describe, expect, it } from 'vitest';
import { listingSearchSchema } from './listing-search.js';
import { MAX_POLYGON_POINTS, parseMapBox, parsePolygon, selfIntersects, writePolygon } from './map-area.js';
import { savedSearchFiltersSchema } from './saved-search.js';

const refusal = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message);

describe('the map box', () => {
  it('reads south,west,north,east', () => {
    expect(parseMapBox('12.9,77.5,13.1,77.7')).toEqual({
      ok: true,
      value: { south: 12.9, west: 77.5, north: 13.1, east: 77.7 },
    });
    expect(parseMapBox(' 12.9 , 77.5,13.1,77.7')).toMatchObject({ ok: true });
  });

  it.each([
    ['12.9,77.5,13.1', /south,west,north,east/],
    ['a,b,c,d', /south,west,north,east/],
    ['12.9,77.5,13.1,77.7,1', /south,west,north,east/],
    ['1e1,77.5,13.1,77.7', /south,west,north,east/],
    ['-91,77.5,13.1,77.7', /latitude -90 to 90/],
    ['12.9,77.5,13.1,181', /longitude -180 to 180/],
    ['13.1,77.5,12.9,77.7', /south must be below north/],
    ['12.9,179,13.1,-179', /west below east/],
    ['12.9,77.5,12.9,77.7', /south must be below north/],
    ['१२,77.5,13.1,77.7', /south,west,north,east/],
  ])('refuses %s', (text, message) => {
    expect(refusal(parseMapBox(text))).toMatch(message);
  });
});

describe('the area drawn', () => {
  const square = '12.9,77.5;12.9,77.7;13.1,77.7;13.1,77.5';

  it('reads lat,lng;… closed or not, a point clicked twice as one', () => {
    const open = parsePolygon(square);
    expect(open).toMatchObject({ ok: true });
    expect(parsePolygon(`${square};12.9,77.5`)).toEqual(open);
    expect(parsePolygon('12.9,77.5;12.9,77.5;12.9,77.7;13.1,77.7;13.1,77.5')).toEqual(open);
  });

  it.each([
    ['12.9,77.5;12.9,77.7', /3 to 100 different points/],
    ['12.9,77.5;12.9,77.7;12.9,77.5', /3 to 100 different points/],
    ['12.9,77.5;12.9,77.6;12.9,77.7', /sides must not cross/],
    // A figure eight: the sides 1–2 and 3–4 cross.
    ['12.9,77.5;13.1,77.7;12.9,77.7;13.1,77.5', /must not cross/],
    // Touching itself at a corner.
    ['0,0;0,2;1,1;2,2;2,0;1,1', /must not cross/],
    // A side folding back along the one before.
    ['0,0;0,2;0,1;1,1', /must not cross/],
    ['12.9,77.5;12.9,77.7;91,77.7', /latitude -90 to 90/],
    ['12.9;12.9,77.7;13.1,77.7', /lat,lng;lat,lng/],
    ['12.9,77.5,1;12.9,77.7;13.1,77.7', /lat,lng;lat,lng/],
    ['', /lat,lng;lat,lng/],
    ['12.9,77.5;;13.1,77.7', /lat,lng;lat,lng/],
    ['१२.९,77.5;12.9,77.7;13.1,77.7', /lat,lng;lat,lng/],
  ])('refuses %s', (text, message) => {
    expect(refusal(parsePolygon(text))).toMatch(message);
  });

  it(`takes at most ${MAX_POLYGON_POINTS} points`, () => {
    const circle = (n: number) =>
      writePolygon(
        Array.from({ length: n }, (_, i) => ({
          lat: Math.round((13 + 0.1 * Math.sin((2 * Math.PI * i) / n)) * 1e5) / 1e5,
          lng: Math.round((77.6 + 0.1 * Math.cos((2 * Math.PI * i) / n)) * 1e5) / 1e5,
        })),
      );
    expect(parsePolygon(circle(MAX_POLYGON_POINTS))).toMatchObject({ ok: true });
    expect(refusal(parsePolygon(circle(MAX_POLYGON_POINTS + 1)))).toMatch(/3 to 100 different points/);
  });

  it('finds crossing sides however the ring is drawn', () => {
    const bowTie = [
      { lat: 0, lng: 0 },
      { lat: 1, lng: 1 },
      { lat: 1, lng: 0 },
      { lat: 0, lng: 1 },
    ];
    expect(selfIntersects(bowTie)).toBe(true);
    expect(selfIntersects([bowTie[0]!, bowTie[2]!, bowTie[1]!, bowTie[3]!])).toBe(false);
  });
});

describe('the map areas in a search', () => {
  it('writes each area in one spelling, so one area is one address and one saved search', () => {
    const search = listingSearchSchema.parse({
      bbox: '12.90000,77.5,13.1,77.7000',
      polygon: '12.9,77.5;12.9,77.7;13.1,77.7;12.9,77.5',
    });
    expect(search).toMatchObject({ bbox: '12.9,77.5,13.1,77.7', polygon: '12.9,77.5;12.9,77.7;13.1,77.7' });
  });

  it('refuses text longer than any area', () => {
    const result = listingSearchSchema.safeParse({ bbox: '1'.repeat(200), polygon: 'x'.repeat(5000) });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['bbox', 'polygon']);
  });

  it('names the parameter it refuses', () => {
    const result = listingSearchSchema.safeParse({ bbox: '1,2,3', polygon: '1,2;1,2' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['bbox', 'bbox must be south,west,north,east (latitude -90 to 90, longitude -180 to 180)'],
      ['polygon', 'polygon must have 3 to 100 different points'],
    ]);
  });

  it('keeps the area drawn in a saved search', () => {
    const filters = savedSearchFiltersSchema.parse({ city: 'Kochi', polygon: '9.9,76.2;9.9,76.3;10,76.3' });
    expect(filters).toEqual({ city: 'Kochi', polygon: '9.9,76.2;9.9,76.3;10,76.3' });
  });
});
