/**
 * The areas a map search limits results to, as the address writes them: the map's box (`bbox`) and an area drawn
 * on the map (`polygon`). Plain functions without zod, so the search page reads and writes them without loading
 * a schema library; listing-search.ts checks the parameters with them and the server builds its SQL from them.
 * Written small: the search page's first download carries them.
 */

/** A box of latitude and longitude, in degrees; never across the antimeridian (west is below east). */
export type MapBox = { south: number; west: number; north: number; east: number };
export type MapPoint = { lat: number; lng: number };

/** The corners an area drawn may have at most. */
export const MAX_POLYGON_POINTS = 100;

/** Longest text accepted for each: the coordinates at 6 decimals with their separators, and some slack. */
export const MAP_BOX_MAX_LENGTH = 100;
export const POLYGON_MAX_LENGTH = MAX_POLYGON_POINTS * 26;

/** A parsed area, or why the text is not one (the message names the parameter, as every search message does). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const IN_DEGREES = ' (latitude -90 to 90, longitude -180 to 180)';

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Degrees as written, at most 6 decimals kept (about 10 cm), so one area is one address; else NaN. */
const degrees = (text: string) =>
  /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(text) ? Math.round(Number(text) * 1e6) / 1e6 : NaN;
const inRange = (lat = NaN, lng = NaN) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** "south,west,north,east" in degrees → the box. */
export function parseMapBox(text: string): Parsed<MapBox> {
  const [south = NaN, west = NaN, north = NaN, east = NaN, ...rest] = text.split(',').map(degrees);
  if (rest.length > 0 || !inRange(south, west) || !inRange(north, east)) {
    return refuse(`bbox must be south,west,north,east${IN_DEGREES}`);
  }
  if (south >= north || west >= east) {
    return refuse('bbox: south must be below north, west below east');
  }
  return { ok: true, value: { south, west, north, east } };
}

export const writeMapBox = (box: MapBox) => `${box.south},${box.west},${box.north},${box.east}`;

/** The points' box: a drawn area's first test, which an index can answer. */
export function boxAround(points: readonly MapPoint[]): MapBox {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}

/** Which side of the line p→q the point r lies on: 1 left, -1 right, 0 on it. */
const side = (p: MapPoint, q: MapPoint, r: MapPoint) =>
  Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng));

/** Whether r, on the line p–q, lies between them. */
const between = (p: MapPoint, q: MapPoint, r: MapPoint) =>
  Math.min(p.lat, q.lat) <= r.lat &&
  r.lat <= Math.max(p.lat, q.lat) &&
  Math.min(p.lng, q.lng) <= r.lng &&
  r.lng <= Math.max(p.lng, q.lng);

/** Whether the segments a–b and c–d cross or touch. */
function meet(a: MapPoint, b: MapPoint, c: MapPoint, d: MapPoint): boolean {
  const [s1, s2, s3, s4] = [side(a, b, c), side(a, b, d), side(c, d, a), side(c, d, b)];
  return (
    (s1 !== s2 && s3 !== s4) ||
    (!s1 && between(a, b, c)) ||
    (!s2 && between(a, b, d)) ||
    (!s3 && between(c, d, a)) ||
    (!s4 && between(c, d, b))
  );
}

/** Whether the ring's sides cross or touch other than at shared corners, or one folds back along the next. */
export function selfIntersects(points: readonly MapPoint[]): boolean {
  const n = points.length;
  const at = (i: number) => points[i % n]!;
  for (let i = 0; i < n; i += 1) {
    const [p, q, r] = [at(i), at(i + 1), at(i + 2)];
    // The corner q turns straight back: the sides p–q and q–r overlap.
    if (!side(p, q, r) && (q.lat - p.lat) * (r.lat - q.lat) + (q.lng - p.lng) * (r.lng - q.lng) < 0)
      return true;
    for (let j = i + 2; j < (i === 0 ? n - 1 : n); j += 1) if (meet(p, q, at(j), at(j + 1))) return true;
  }
  return false;
}

/**
 * "lat,lng;lat,lng;…" → the area's corners, in order, without a repeated last point (closed or open, it is the
 * same area) and a point clicked twice in a row kept once. Refused: out of range, fewer than 3 different points,
 * more than MAX_POLYGON_POINTS, sides that cross.
 */
export function parsePolygon(text: string): Parsed<MapPoint[]> {
  const points: MapPoint[] = [];
  for (const pair of text.split(';')) {
    const [lat = NaN, lng = NaN, ...rest] = pair.split(',').map(degrees);
    if (rest.length > 0 || !inRange(lat, lng)) {
      return refuse(`polygon must be lat,lng;lat,lng;…${IN_DEGREES}`);
    }
    const last = points.at(-1);
    if (last?.lat !== lat || last.lng !== lng) points.push({ lat, lng });
  }
  if (points.length > 1 && writePolygon([points[0]!]) === writePolygon([points.at(-1)!])) points.pop();
  if (points.length > MAX_POLYGON_POINTS || new Set(points.map((p) => `${p.lat},${p.lng}`)).size < 3) {
    return refuse(`polygon must have 3 to ${MAX_POLYGON_POINTS} different points`);
  }
  if (selfIntersects(points)) return refuse('polygon: its sides must not cross');
  return { ok: true, value: points };
}

export const writePolygon = (points: readonly MapPoint[]) =>
  points.map((point) => `${point.lat},${point.lng}`).join(';');
