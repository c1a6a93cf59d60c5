/** The search's map: every listing a search finds in the map's box, one pin each when few, else grid clusters. */
import { clusterCellDegrees, MAP_PIN_LIMIT, type MapAnswer, type MapSearch } from '#domain/map-search';
import { parseMapBox } from '#domain/map-area';
import type { Database } from '#server/db/client';
import { countListings } from '#server/listings/capped-count';
import { listingThumbnail } from '#server/listings/listing-thumbnail';
import { searchConditions } from '#server/listings/search-conditions';
import type { ObjectStorage } from '#server/storage/storage';
import { keptBand, keptCellClusters, keptCellsAnswer } from './map-cells.js';
import { mapClustersQuery, mapPinsQuery } from './map-queries.js';

export async function searchMap(
  db: Database,
  storage: ObjectStorage,
  search: MapSearch,
  now: Date = new Date(),
): Promise<MapAnswer> {
  const { where } = searchConditions(search, now);
  const box = parseMapBox(search.bbox!);
  if (!box.ok) throw new Error(`A box the map schema let through: ${box.message}`);
  const cellDegrees = clusterCellDegrees(search.zoom, box.value);
  // The box alone (or with Buy or Rent), at a cell size the triggers keep: the kept cells give the clusters and
  // their total at once, which also chooses between pins and clusters.
  const band = keptCellsAnswer(search) ? keptBand(cellDegrees) : null;
  const kept = band === null ? null : await keptCellClusters(db, where, box.value, band, search.status);
  const many = kept
    ? kept.reduce((sum, cluster) => sum + cluster.count, 0) > MAP_PIN_LIMIT
    : // Counting a few more than the pins is enough to choose: it stops reading there.
      (await countListings(db, where, MAP_PIN_LIMIT)).totalIsCapped;
  if (!many) {
    const rows = await mapPinsQuery(db, where, MAP_PIN_LIMIT);
    return {
      kind: 'pins',
      total: rows.length,
      pins: rows.map(({ cover, ...pin }) => {
        const thumbnail = listingThumbnail(cover, storage);
        return {
          ...pin,
          thumbnail: thumbnail && { src: thumbnail.src, width: thumbnail.width, height: thumbnail.height },
        };
      }),
    };
  }
  const clusters = kept ?? (await mapClustersQuery(db, where, cellDegrees));
  return {
    kind: 'clusters',
    total: clusters.reduce((sum, cluster) => sum + cluster.count, 0),
    cellDegrees,
    clusters,
  };
}
