/** Fills an empty database with the demo catalogue, photos stored through the same code real uploads use. */
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { propertyInputSchema } from '../../../domain/property-schema.js';
import type { Database } from '../client.js';
import { properties, propertyImages } from '../schema.js';
import { processImage, storeImage, type ProcessedImage, type StoredImage } from '../../storage/image-processing.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { buildDemoListings } from './demo-listings.js';
import { renderDemoPhoto, type DemoScene } from './demo-photos.js';

export const PHOTOS_PER_DEMO_LISTING = 3;
// Any constant works; it only has to be the same for every server racing to seed one database.
const SEED_LOCK_ID = 4_242_001;

type SeedOptions = { db: Database; storage: ObjectStorage; log?: FastifyBaseLogger; today?: Date };

export async function seedDemoData({ db, storage, log, today = new Date() }: SeedOptions) {
  const isEmpty = async (tx: Pick<Database, 'select'>) => (await tx.select({ n: count() }).from(properties))[0]!.n === 0;
  if (!(await isEmpty(db))) return null;

  const started = Date.now();
  const listings = buildDemoListings(today).map((listing) => ({
    ...listing,
    data: propertyInputSchema.parse(listing.input),
  }));

  // Each scene is rendered and encoded once, then stored under every listing's own keys.
  const encoded = new Map<string, ProcessedImage>();
  const photoFor = async (scene: DemoScene, variant: number) => {
    const id = `${scene}-${variant}`;
    if (!encoded.has(id)) encoded.set(id, await processImage(await renderDemoPhoto(scene, variant)));
    return encoded.get(id)!;
  };

  const writtenKeys: string[] = [];
  try {
    const photos: Array<StoredImage & { listingIndex: number; position: number; originalName: string }> = [];
    for (const [index, listing] of listings.entries()) {
      const scene = listing.data.subCategory as DemoScene;
      for (let position = 0; position < PHOTOS_PER_DEMO_LISTING; position++) {
        const variant = (index + position) % 3;
        const stored = await storeImage(storage, await photoFor(scene, variant), `${scene}-${position + 1}.jpg`);
        writtenKeys.push(...stored.variants.map((v) => v.key));
        photos.push({ listingIndex: index, position, originalName: `${scene}-${position + 1}.jpg`, ...stored });
      }
    }

    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (!(await isEmpty(tx))) return null;
      const rows = await tx
        .insert(properties)
        .values(
          listings.map(({ data, postedDaysAgo }) => {
            const posted = new Date(today.getTime() - postedDaysAgo * 86_400_000);
            return { ...data, createdAt: posted, updatedAt: posted };
          }),
        )
        .returning({ id: properties.id });
      await tx.insert(propertyImages).values(
        photos.map(({ listingIndex, position, originalName, keyBase, width, height, variants }) => ({
          propertyId: rows[listingIndex]!.id,
          position,
          originalName,
          keyBase,
          width,
          height,
          variants,
        })),
      );
      return { listings: rows.length, photos: photos.length };
    });
    if (!inserted) {
      // Another server seeded first: our copies of the photos are not referenced by anything.
      await storage.delete(writtenKeys);
      return null;
    }
    return { ...inserted, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    log?.error({ err: error }, 'seeding demo data failed; removing the photos it stored');
    await storage.delete(writtenKeys).catch(() => undefined);
    throw error;
  }
}
