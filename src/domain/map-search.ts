/**
 * GET /api/properties/map: every listing a search finds in the map's box, as pins when they are few and as grid
 * clusters when they are many. The schemas live here, apart from map-area.ts, so the search page's first
 * download has no use for them.
 */
import { z } from 'zod';
import { listingSearchSchema } from './listing-search.js';
import { PROPERTY_STATUSES, RENTAL_FREQUENCIES } from './taxonomy.js';

/** At most this many listings in the box are answered one by one; more are answered as clusters. */
export const MAP_PIN_LIMIT = 200;

/** Leaflet's zoom levels: 0 the whole world, 18 to 20 a street. */
export const MAP_ZOOM = { min: 0, max: 20 } as const;

/**
 * A cluster cell is about this many screen pixels square at the map's zoom (256-pixel tiles): a bubble per cell
 * stays readable. A box much bigger than the screen gets coarser cells, at most CELLS_ACROSS of them across.
 */
export const CLUSTER_CELL_PIXELS = 64;
export const CELLS_ACROSS = 64;

/** The side of a cluster cell in degrees for a zoom and a box, so no answer holds more than CELLS_ACROSS² cells. */
export function clusterCellDegrees(
  zoom: number,
  box: { south: number; west: number; north: number; east: number },
) {
  const forZoom = (360 * CLUSTER_CELL_PIXELS) / (256 * 2 ** zoom);
  return Math.max(forZoom, (box.north - box.south) / CELLS_ACROSS, (box.east - box.west) / CELLS_ACROSS);
}

/** The search's filters, the map's box (required) and its zoom; sorting and paging are accepted and ignored. */
export const mapSearchSchema = listingSearchSchema
  .extend({
    zoom: z.coerce
      .number({ error: 'zoom must be a number' })
      .int('zoom must be a whole number')
      .min(MAP_ZOOM.min, `zoom is ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`)
      .max(MAP_ZOOM.max, `zoom is ${MAP_ZOOM.min} to ${MAP_ZOOM.max}`),
  })
  .refine((search) => search.bbox !== undefined, {
    path: ['bbox'],
    message: "bbox is required: the map's box, south,west,north,east",
  });
export type MapSearch = z.output<typeof mapSearchSchema>;

const priceRange = z
  .object({ min: z.number(), max: z.number() })
  .nullable()
  .describe(
    'Lowest and highest price of the members for sale, or of those for rent (a month of rent), else null',
  );

export const mapPinSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  propertyStatus: z.enum(PROPERTY_STATUSES),
  rentalFrequency: z.enum(RENTAL_FREQUENCIES).nullable(),
  bedrooms: z.number().int().nullable(),
  thumbnail: z
    .object({ src: z.string(), width: z.number(), height: z.number() })
    .nullable()
    .describe("The cover photo's smallest WebP, or null without photos"),
});
export type MapPin = z.infer<typeof mapPinSchema>;

export const mapClusterSchema = z.object({
  lat: z.number().describe("The mean of its members' latitudes"),
  lng: z.number().describe("The mean of its members' longitudes"),
  count: z.number().int().min(1),
  sale: priceRange,
  rent: priceRange,
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pins'),
    total: z.number().int().min(0).describe('Every listing the search finds in the box'),
    pins: z.array(mapPinSchema).max(MAP_PIN_LIMIT),
  }),
  z.object({
    kind: z.literal('clusters'),
    total: z
      .number()
      .int()
      .min(0)
      .describe('Every listing the search finds in the box: the sum of the counts'),
    cellDegrees: z.number().describe("A cluster cell's side, in degrees of latitude and longitude"),
    clusters: z.array(mapClusterSchema),
  }),
]);
export type MapAnswer = z.infer<typeof mapAnswerSchema>;
