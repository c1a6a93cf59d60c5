/**
 * The map's clusters from the kept grid cells (listing_map_cells, decision 025) when the search is the box alone,
 * or the box and Buy or Rent: the cells wholly inside the box are read from the finest band down to the map's,
 * coarse cells in the middle and ever finer ones along the edges, and only the listings in the last thin strip
 * along the edges (under 150 m wide) are read one by one. So the map of all India reads a few thousand cells
 * whatever the catalogue, and its counts are still exactly the box's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListingSearch } from '#domain/listing-search';
import type { MapBox } from '#domain/map-area';
import type { Database } from '#server/db/client';
import { listingMapCells as cells, properties } from '#server/db/schema';
import { clustersFromRows, monthlyRent, type ClusterRow } from './map-queries.js';

/** The finest band the triggers keep (migration places_speed): cells of 90 / 2^16 degrees, about 150 m. */
export const FINEST_KEPT_BAND = 16;

const bandSide = (band: number) => 90 / 2 ** band;

/** The kept band whose cells are `cellDegrees` square, or null when the map's cells are of another size. */
export function keptBand(cellDegrees: number): number | null {
  const band = Math.round(Math.log2(90 / cellDegrees));
  return band >= 0 && band <= FINEST_KEPT_BAND && bandSide(band) === cellDegrees ? band : null;
}

/** What the kept cells can answer: the box, Buy or Rent; sorting, paging and zoom do not change the matches. */
const KEPT_CELL_FIELDS = new Set(['bbox', 'status', 'zoom', 'sort', 'page', 'pageSize']);

/** Whether the kept cells answer this search: no filter but the box and Buy or Rent. */
export function keptCellsAnswer(search: ListingSearch): boolean {
  return (
    // The price-drop sort filters (only listings with the badge).
    search.sort !== 'price-reduced' &&
    Object.entries(search).every(([field, value]) => KEPT_CELL_FIELDS.has(field) || value === undefined)
  );
}

/** Cell numbers `from` to `to`, both included; empty when from > to. */
type CellRange = { from: number; to: number };
type CellRect = { band: number; lat: CellRange; lng: CellRange };

const isEmpty = (range: CellRange) => range.from > range.to;

/** The cells of `side` lying wholly within [low, high]: cell i spans [i·side, (i+1)·side). */
function cellsWithin(low: number, high: number, side: number): CellRange {
  let from = Math.ceil(low / side);
  while (from * side < low) from++;
  while ((from - 1) * side >= low) from--;
  let to = Math.floor(high / side) - 1;
  while ((to + 1) * side > high) to--;
  while ((to + 2) * side <= high) to++;
  return { from, to };
}

/**
 * The rectangles of kept cells that tile the box's inner part exactly once: band `band`'s cells inside the box,
 * then at each finer band the ring of cells inside the box that the coarser band left out (at most one coarse cell
 * wide, so four strips). Returns them with the finest band's inner range, whose outside is left to the listings.
 */
export function keptCellRects(box: MapBox, band: number) {
  const rects: CellRect[] = [];
  let inner: { lat: CellRange; lng: CellRange } | null = null;
  for (let b = band; b <= FINEST_KEPT_BAND; b++) {
    const side = bandSide(b);
    const lat = cellsWithin(box.south, box.north, side);
    const lng = cellsWithin(box.west, box.east, side);
    const covered: { lat: CellRange; lng: CellRange } | null = inner && {
      lat: { from: inner.lat.from * 2, to: inner.lat.to * 2 + 1 },
      lng: { from: inner.lng.from * 2, to: inner.lng.to * 2 + 1 },
    };
    const candidates: CellRect[] = covered
      ? [
          { band: b, lat: { from: lat.from, to: covered.lat.from - 1 }, lng },
          { band: b, lat: { from: covered.lat.to + 1, to: lat.to }, lng },
          { band: b, lat: covered.lat, lng: { from: lng.from, to: covered.lng.from - 1 } },
          { band: b, lat: covered.lat, lng: { from: covered.lng.to + 1, to: lng.to } },
        ]
      : [{ band: b, lat, lng }];
    rects.push(...candidates.filter((rect) => !isEmpty(rect.lat) && !isEmpty(rect.lng)));
    inner = isEmpty(lat) || isEmpty(lng) ? null : { lat, lng };
  }
  return { rects, finest: inner };
}

const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a cell number: ${value}`);
  return sql.raw(String(value));
};
const float = (value: number) => {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  return sql.raw(`${value}::float8`);
};

/** The statement: kept cells and edge listings, each put in its cell of the map's band, summed per cell. */
export function keptCellClustersStatement(
  where: SQL,
  box: MapBox,
  band: number,
  status: ListingSearch['status'],
): SQL {
  const { rects, finest } = keptCellRects(box, band);
  const side = float(bandSide(band));
  const ofStatus = status ? sql`and ${cells.propertyStatus} = ${status}` : sql``;
  const keptColumns = (from: SQL, on: SQL) => sql`
      select ${cells.cellLat} >> (rect.band - ${int(band)}) as cell_lat,
          ${cells.cellLng} >> (rect.band - ${int(band)}) as cell_lng,
          ${cells.propertyStatus} as property_status, ${cells.listings} as listings,
          ${cells.latitudeSum} as latitude_sum, ${cells.longitudeSum} as longitude_sum,
          ${cells.minPrice} as min_price, ${cells.maxPrice} as max_price
        from ${from} join ${cells} on ${cells.band} = rect.band and ${on} ${ofStatus}`;
  const values = (list: SQL[]) => sql`(values ${sql.join(list, sql`, `)})`;
  // The strips along the edges are one row or one column of cells each: all the rows in one scan of the key
  // (band, row, columns) and all the columns in one of (band, column, rows), whatever their number, so neither the
  // planning nor a strip's reading grows with the box.
  const rows = rects.filter((rect) => rect.lat.from === rect.lat.to);
  const columns = rects.filter((rect) => rect.lat.from !== rect.lat.to && rect.lng.from === rect.lng.to);
  const blocks = rects.filter((rect) => rect.lat.from !== rect.lat.to && rect.lng.from !== rect.lng.to);
  const parts: SQL[] = blocks.map((rect) =>
    keptColumns(
      sql`(select ${int(rect.band)} as band) as rect`,
      sql`${cells.cellLat} between ${int(rect.lat.from)} and ${int(rect.lat.to)}
        and ${cells.cellLng} between ${int(rect.lng.from)} and ${int(rect.lng.to)}`,
    ),
  );
  if (rows.length) {
    parts.push(
      keptColumns(
        sql`${values(rows.map((r) => sql`(${int(r.band)}, ${int(r.lat.from)}, ${int(r.lng.from)}, ${int(r.lng.to)})`))} as rect(band, lat, lng_from, lng_to)`,
        sql`${cells.cellLat} = rect.lat and ${cells.cellLng} between rect.lng_from and rect.lng_to`,
      ),
    );
  }
  if (columns.length) {
    parts.push(
      keptColumns(
        sql`${values(columns.map((r) => sql`(${int(r.band)}, ${int(r.lng.from)}, ${int(r.lat.from)}, ${int(r.lat.to)})`))} as rect(band, lng, lat_from, lat_to)`,
        sql`${cells.cellLng} = rect.lng and ${cells.cellLat} between rect.lat_from and rect.lat_to`,
      ),
    );
  }
  const listingsWhere = (strip: SQL) => sql`
      select floor(${properties.latitude} / ${side})::int as cell_lat,
          floor(${properties.longitude} / ${side})::int as cell_lng, ${properties.propertyStatus} as property_status,
          count(*) as listings, sum(${properties.latitude}) as latitude_sum,
          sum(${properties.longitude}) as longitude_sum, min(${monthlyRent}) as min_price,
          max(${monthlyRent}) as max_price
        from ${properties}
        where ${where} and ${strip}
        group by 1, 2, 3`;
  if (finest) {
    // The listings of the finest band's cells the box cuts: each strip ranged on its own index, and told apart
    // by the same floors that placed the kept cells, so no listing is counted twice or missed.
    const finestSide = float(bandSide(FINEST_KEPT_BAND));
    const cellLat = sql`floor(${properties.latitude} / ${finestSide})::int`;
    const cellLng = sql`floor(${properties.longitude} / ${finestSide})::int`;
    const { lat, lng } = finest;
    const edge = (value: number) => float(value * bandSide(FINEST_KEPT_BAND));
    const middleRows = sql`${cellLat} between ${int(lat.from)} and ${int(lat.to)}`;
    parts.push(
      listingsWhere(sql`${properties.latitude} < ${edge(lat.from + 1)} and ${cellLat} < ${int(lat.from)}`),
      listingsWhere(sql`${properties.latitude} >= ${edge(lat.to)} and ${cellLat} > ${int(lat.to)}`),
      listingsWhere(
        sql`${properties.longitude} < ${edge(lng.from + 1)} and ${middleRows} and ${cellLng} < ${int(lng.from)}`,
      ),
      listingsWhere(
        sql`${properties.longitude} >= ${edge(lng.to)} and ${middleRows} and ${cellLng} > ${int(lng.to)}`,
      ),
    );
  } else {
    parts.push(listingsWhere(sql`true`));
  }
  return sql`
    select sum(listings)::int as count,
        (sum(latitude_sum) / sum(listings))::float8 as lat, (sum(longitude_sum) / sum(listings))::float8 as lng,
        min(min_price) filter (where property_status = 'sale') as "minSale",
        max(max_price) filter (where property_status = 'sale') as "maxSale",
        min(min_price) filter (where property_status = 'rent') as "minRent",
        max(max_price) filter (where property_status = 'rent') as "maxRent"
      from (${sql.join(parts, sql` union all `)}) as part
      group by cell_lat, cell_lng`;
}

export async function keptCellClusters(
  db: Database,
  where: SQL,
  box: MapBox,
  band: number,
  status: ListingSearch['status'],
) {
  const result = await db.execute(keptCellClustersStatement(where, box, band, status));
  return clustersFromRows((result as { rows: ClusterRow[] }).rows);
}
