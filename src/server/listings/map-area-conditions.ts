/**
 * The map's areas as SQL: a box, and a drawn area tested point by point. PGlite has no PostGIS, so the exact test
 * is the ray-casting rule written out side by side; the area's box comes first, so an index on (latitude,
 * longitude) finds the candidates and only they are tested.
 */
import { sql, type SQL } from 'drizzle-orm';
import { boxAround, parseMapBox, parsePolygon, type MapBox, type MapPoint } from '#domain/map-area';
import { properties } from '#server/db/schema';

/** A number the domain has checked, written into the statement: a hundred sides would be four hundred parameters. */
const degrees = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a coordinate: ${value}`);
  return sql.raw(`${value}::float8`);
};

export function inBox(box: MapBox): SQL {
  return sql`${properties.latitude} between ${degrees(box.south)} and ${degrees(box.north)} and ${properties.longitude} between ${degrees(box.west)} and ${degrees(box.east)}`;
}

/**
 * Whether a listing lies inside the ring: a ray from it eastwards crosses an odd number of sides. A side is
 * crossed when it spans the listing's latitude (one end above, the other not) and meets that latitude east of
 * the listing. Sides along a parallel span no latitude and are left out.
 */
export function inPolygon(points: readonly MapPoint[]): SQL {
  const crossings = points.flatMap((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if (a.lat === b.lat) return [];
    const slope = (b.lng - a.lng) / (b.lat - a.lat);
    return [
      sql`((${properties.latitude} > ${degrees(a.lat)}) <> (${properties.latitude} > ${degrees(b.lat)}) and ${properties.longitude} < ${degrees(a.lng)} + (${properties.latitude} - ${degrees(a.lat)}) * ${degrees(slope)})::int`,
    ];
  });
  return sql`${inBox(boxAround(points))} and (${sql.join(crossings, sql` + `)}) % 2 = 1`;
}

/** The conditions of a search's map areas; the schema checked them, so a refusal here is a bug. */
export function mapAreaConditions(search: { bbox?: string; polygon?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (search.bbox) conditions.push(inBox(checked(parseMapBox(search.bbox))));
  if (search.polygon) conditions.push(inPolygon(checked(parsePolygon(search.polygon))));
  return conditions;
}

function checked<T>(parsed: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!parsed.ok) throw new Error(`A map area the search schema let through: ${parsed.message}`);
  return parsed.value;
}
