/**
 * The areas a map search limits results to, as the address writes them: the map's box (`bbox`) and an area drawn
 * on the map (`polygon`). Plain functions without zod, so the search page reads and writes them without loading
 * a schema library; listing-search.ts checks the parameters with them and the server builds its SQL from them.
 */

/** A box of latitude and longitude, in degrees; never across the antimeridian (west is below east). */
export type MapBox = { south: number; west: number; north: number; east: number };
export type MapPoint = { lat: number; lng: number };

/** The corners drawn areas and boxes may name at most: an area of India is one of a hundred points. */
export const MAX_POLYGON_POINTS = 100;

/** Longest text accepted for each: the coordinates at 6 decimals with their separators, and some slack. */
export const MAP_BOX_MAX_LENGTH = 100;
export const POLYGON_MAX_LENGTH = MAX_POLYGON_POINTS * 26;

/** Degrees written with at most 6 decimals (about 10 cm), so one area is one address. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
const DEGREES = /^-?\d{1,3}(\.\d{1,12})?$/;

const degreesOf = (text: string) => (DEGREES.test(text.trim()) ? Number(text) : NaN);
const isLatitude = (value: number) => value >= -90 && value <= 90;
const isLongitude = (value: number) => value >= -180 && value <= 180;

/** A parsed area, or why the text is not one (the message names the parameter, as every search message does). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** "south,west,north,east" in degrees → the box. */
export function parseMapBox(text: string): Parsed<MapBox> {
  if (text.length > MAP_BOX_MAX_LENGTH) return refuse('bbox is too long');
  const parts = text.split(',').map(degreesOf);
  if (parts.length !== 4 || parts.some(Number.isNaN)) {
    return refuse('bbox must be four numbers: south,west,north,east');
  }
  const [south, west, north, east] = parts.map(round) as [number, number, number, number];
  if (!isLatitude(south) || !isLatitude(north)) return refuse('bbox: latitudes are -90 to 90');
  if (!isLongitude(west) || !isLongitude(east)) return refuse('bbox: longitudes are -180 to 180');
  if (south >= north) return refuse('bbox: south must be below north');
  if (west >= east) return refuse('bbox: west must be below east (a box cannot cross the 180° meridian)');
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

/** Which side of the line a→b the point c lies on: 1 left, -1 right, 0 on it. */
function turn(a: MapPoint, b: MapPoint, c: MapPoint): number {
  return Math.sign((b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng));
}

const within = (a: number, b: number, c: number) => Math.min(a, b) <= c && c <= Math.max(a, b);
const onSegment = (a: MapPoint, b: MapPoint, c: MapPoint) =>
  within(a.lat, b.lat, c.lat) && within(a.lng, b.lng, c.lng);

/** Whether the segments a–b and c–d touch or cross (collinear overlaps included). */
function segmentsMeet(a: MapPoint, b: MapPoint, c: MapPoint, d: MapPoint): boolean {
  const [t1, t2, t3, t4] = [turn(a, b, c), turn(a, b, d), turn(c, d, a), turn(c, d, b)];
  if (t1 !== t2 && t3 !== t4) return true;
  return (
    (t1 === 0 && onSegment(a, b, c)) ||
    (t2 === 0 && onSegment(a, b, d)) ||
    (t3 === 0 && onSegment(c, d, a)) ||
    (t4 === 0 && onSegment(c, d, b))
  );
}

/** Whether two sides that are not neighbours of the ring meet: a figure eight, or a side doubling back. */
export function selfIntersects(points: readonly MapPoint[]): boolean {
  const n = points.length;
  const side = (i: number) => [points[i]!, points[(i + 1) % n]!] as const;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const [a, b] = side(i);
      const [c, d] = side(j);
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      // Neighbours share a corner; they meet elsewhere only when one folds back along the other.
      if (neighbours) {
        const shared = j === i + 1 ? b : a;
        const [p, q] = j === i + 1 ? [a, d] : [b, c];
        if (turn(p, shared, q) === 0 && (onSegment(shared, p, q) || onSegment(shared, q, p))) return true;
      } else if (segmentsMeet(a, b, c, d)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * "lat,lng;lat,lng;…" → the area's corners, in order, without a repeated last point (closed or open, it is the
 * same area). Refused: out of range, fewer than 3 distinct points, more than MAX_POLYGON_POINTS, a ring whose
 * sides cross, or one with no area.
 */
export function parsePolygon(text: string): Parsed<MapPoint[]> {
  if (text.length > POLYGON_MAX_LENGTH) return refuse('polygon is too long');
  const points: MapPoint[] = [];
  for (const pair of text.split(';')) {
    const parts = pair.split(',').map(degreesOf);
    if (parts.length !== 2 || parts.some(Number.isNaN)) {
      return refuse('polygon must be points written lat,lng and separated by ;');
    }
    const [lat, lng] = parts.map(round) as [number, number];
    if (!isLatitude(lat) || !isLongitude(lng)) {
      return refuse('polygon: latitudes are -90 to 90 and longitudes -180 to 180');
    }
    const last = points.at(-1);
    // A point clicked twice is one corner.
    if (!last || last.lat !== lat || last.lng !== lng) points.push({ lat, lng });
  }
  const first = points[0]!;
  const last = points.at(-1)!;
  if (points.length > 1 && first.lat === last.lat && first.lng === last.lng) points.pop();
  if (points.length > MAX_POLYGON_POINTS) return refuse(`polygon: at most ${MAX_POLYGON_POINTS} points`);
  const distinct = new Set(points.map((point) => `${point.lat},${point.lng}`)).size;
  if (distinct < 3) return refuse('polygon: draw at least 3 different points');
  if (selfIntersects(points)) return refuse('polygon: its sides must not cross');
  if (Math.abs(twiceSignedArea(points)) < 1e-12) return refuse('polygon: the area is empty');
  return { ok: true, value: points };
}

function twiceSignedArea(points: readonly MapPoint[]): number {
  let sum = 0;
  points.forEach((point, i) => {
    const next = points[(i + 1) % points.length]!;
    sum += point.lng * next.lat - next.lng * point.lat;
  });
  return sum;
}

export const writePolygon = (points: readonly MapPoint[]) =>
  points.map((point) => `${point.lat},${point.lng}`).join(';');
