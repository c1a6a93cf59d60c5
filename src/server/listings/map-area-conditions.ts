/**
 * The map's areas as SQL: a box, and a drawn area tested point by point. PGlite has no PostGIS, so the exact test
 * is the ray-casting rule written out side by side; the area's box comes first, so an index on (latitude,
 * longitude) finds the candidates and only they are tested.
 */
import { sql, type SQL } from 'drizzle-orm';
import { inline, type Bind } from '#server/db/prepared-statements';
import { boxAround, parseMapBox, parsePolygon, type MapBox, type MapPoint } from '#domain/map-area';
import { properties } from '#server/db/schema';

/**
 * A coordinate as a bound value: a kept statement (prepared-statements.ts) serves every box and every area of as
 * many sides, whatever their coordinates.
 */
const degrees = (value: number, bind: Bind) => sql`${bind(value)}::float8`;

export function inBox(box: MapBox, bind: Bind = inline): SQL {
  return sql`${properties.latitude} between ${degrees(box.south, bind)} and ${degrees(box.north, bind)} and ${properties.longitude} between ${degrees(box.west, bind)} and ${degrees(box.east, bind)}`;
}

/**
 * Whether a listing lies inside the ring: a ray from it eastwards crosses an odd number of sides. A side is
 * crossed when it spans the listing's latitude (one end above, the other not) and meets that latitude east of
 * the listing. Sides along a parallel span no latitude and are left out.
 */
export function inPolygon(points: readonly MapPoint[], bind: Bind = inline): SQL {
  const crossings = points.flatMap((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if (a.lat === b.lat) return [];
    const slope = (b.lng - a.lng) / (b.lat - a.lat);
    return [
      sql`((${properties.latitude} > ${degrees(a.lat, bind)}) <> (${properties.latitude} > ${degrees(b.lat, bind)}) and ${properties.longitude} < ${degrees(a.lng, bind)} + (${properties.latitude} - ${degrees(a.lat, bind)}) * ${degrees(slope, bind)})::int`,
    ];
  });
  return sql`${inBox(boxAround(points), bind)} and (${sql.join(crossings, sql` + `)}) % 2 = 1`;
}

/** The conditions of a search's map areas; the schema checked them, so a refusal here is a bug. */
export function mapAreaConditions(search: { bbox?: string; polygon?: string }, bind: Bind = inline): SQL[] {
  const conditions: SQL[] = [];
  if (search.bbox) conditions.push(inBox(checked(parseMapBox(search.bbox)), bind));
  if (search.polygon) conditions.push(inPolygon(checked(parsePolygon(search.polygon)), bind));
  return conditions;
}

function checked<T>(parsed: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!parsed.ok) throw new Error(`A map area the search schema let through: ${parsed.message}`);
  return parsed.value;
}
