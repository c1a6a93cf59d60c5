/**
 * The listing quality score as the database keeps it (decision 027): `qualityScoreOf` for a write that sets the
 * score in its own statement, and the housekeeping job that scores listings without one (written before the
 * score existed, or inserted around the write paths as the demo seed and the tests' factories do).
 */
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listingQuality, type ListingQuality } from '#domain/listing-quality';
import type { Database } from '#server/db/client';
import { properties, propertyImages } from '#server/db/schema';
import { defineJob } from '#server/jobs/job';

const BATCH = 500;

/** The columns the score reads. */
export const qualityColumns = {
  mainCategory: properties.mainCategory,
  subCategory: properties.subCategory,
  propertyStatus: properties.propertyStatus,
  ageOfProperty: properties.ageOfProperty,
  description: properties.description,
  carpetArea: properties.carpetArea,
  reraNumber: properties.reraNumber,
  latitude: properties.latitude,
  longitude: properties.longitude,
  locationApproximate: properties.locationApproximate,
  floorNumber: properties.floorNumber,
  facing: properties.facing,
  lastConfirmedAt: properties.lastConfirmedAt,
};
type QualityRow = { [Key in keyof typeof qualityColumns]: (typeof properties.$inferSelect)[Key] };

/** The score and its checks, for the lister's screens. */
export function qualityOf(row: QualityRow, photoCount: number, now: Date = new Date()): ListingQuality {
  return listingQuality({ ...row, photoCount }, now);
}

/** The score a write stores beside the fields it sets. */
export const qualityScoreOf = (row: QualityRow, photoCount: number, now: Date = new Date()) =>
  qualityOf(row, photoCount, now).score;

/**
 * A listing's photo count, as a column of a statement over properties. Named in full: in a select list Drizzle
 * writes a column without its table, and a bare "id" inside the subquery would be the photo's own id.
 */
export const photoCountColumn = sql<number>`(select count(*)::int from ${propertyImages} where ${propertyImages}.${sql.identifier(propertyImages.propertyId.name)} = ${properties}.${sql.identifier(properties.id.name)})`;

/** How many photos a listing has now, for a write that keeps them as they are. */
export async function photoCountOf(db: Pick<Database, 'select'>, id: string): Promise<number> {
  const [row] = await db
    .select({ photos: sql<number>`count(*)::int` })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id));
  return row?.photos ?? 0;
}

/** Scores every listing without a score, a batch at a time; answers how many it scored. */
export async function scoreUnscoredListings(db: Database, now = new Date(), { batch = BATCH } = {}) {
  let scored = 0;
  for (;;) {
    const rows = await db
      .select({ id: properties.id, photos: photoCountColumn, ...qualityColumns })
      .from(properties)
      .where(isNull(properties.qualityScore))
      .orderBy(asc(properties.id))
      .limit(batch);
    if (rows.length === 0) return scored;
    const values = rows.map(
      (row) => sql`(${row.id}::uuid, ${qualityScoreOf(row, row.photos, now)}::smallint)`,
    );
    // Only where still unscored: a write that scored a listing meanwhile knew more than this batch did.
    await db.execute(sql`
      update ${properties} set quality_score = scored.score
      from (values ${sql.join(values, sql`, `)}) as scored(id, score)
      where ${properties.id} = scored.id and ${properties.qualityScore} is null`);
    scored += rows.length;
  }
}

/** Rescores one listing from what is stored now: after a change the write did not score itself. */
export async function rescoreListing(db: Pick<Database, 'select' | 'update'>, id: string, now = new Date()) {
  const [row] = await db
    .select({ photos: photoCountColumn, ...qualityColumns })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) return;
  await db
    .update(properties)
    .set({ qualityScore: qualityScoreOf(row, row.photos, now) })
    .where(eq(properties.id, id));
}

export const listingQualityScoreJob = defineJob({
  name: 'listings.quality-score',
  label: 'Score listings for quality',
  payload: z.object({}),
  scheduled: true,
  async run(_payload, { db, log }) {
    const scored = await scoreUnscoredListings(db);
    if (scored) log.info({ scored }, 'listings scored for quality');
  },
});
