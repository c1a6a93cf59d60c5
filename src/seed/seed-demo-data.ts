/** Fills an empty database with the demo catalogue, photos stored through the same code real uploads use. */
import { availableParallelism } from 'node:os';
import { count, eq, sql } from 'drizzle-orm';
import { propertyInputSchema } from '#domain/property-schema';
import type { Database } from '#server/db/client';
import { properties, propertyImages, users } from '#server/db/schema';
import {
  processImage,
  storeImage,
  type ProcessedImage,
  type StoredImage,
} from '#server/storage/image-processing';
import type { ObjectStorage } from '#server/storage/storage';
import { buildDemoListings } from './demo-listings.js';
import { DEMO_SCENES, renderDemoPhoto } from './demo-photos.js';

export const PHOTOS_PER_DEMO_LISTING = 3;
// Any constant works; it only has to be the same for every server racing to seed one database.
const SEED_LOCK_ID = 4_242_001;

/**
 * Renders and encodes each scene once (three shots of each of the eleven kinds), on every core;
 * listings then store copies under their own keys, as separate uploads would.
 */
async function encodeDemoPhotos(): Promise<Map<string, ProcessedImage>> {
  const queue = DEMO_SCENES.flatMap((scene) => [0, 1, 2].map((variant) => ({ scene, variant })));
  const encoded = new Map<string, ProcessedImage>();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const photo = await renderDemoPhoto(job.scene, job.variant);
      encoded.set(`${job.scene}-${job.variant}`, await processImage(photo));
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return encoded;
}

type SeedOptions = { db: Database; storage: ObjectStorage; today?: Date };

/** The accounts of the demo's owner and agent (broker), who show their numbers on their listings. */
const DEMO_LISTERS = {
  owner: { email: 'owner@example.com', name: 'Demo Owner', listingPhone: '+919845012345' },
  agent: { email: 'broker@example.com', name: 'Demo Broker', listingPhone: '+917012345678' },
} as const;

/** The demo listers' accounts (kept as they are if someone already signed in as them), by kind. */
async function seedDemoListers(tx: Pick<Database, 'insert' | 'select'>) {
  const ids = {} as Record<keyof typeof DEMO_LISTERS, string>;
  for (const [kind, account] of Object.entries(DEMO_LISTERS) as Array<
    [keyof typeof DEMO_LISTERS, (typeof DEMO_LISTERS)[keyof typeof DEMO_LISTERS]]
  >) {
    await tx
      .insert(users)
      .values({ ...account, listingPhoneShown: true })
      .onConflictDoNothing({ target: users.email });
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    ids[kind] = row!.id;
  }
  return ids;
}

export async function seedDemoData({ db, storage, today = new Date() }: SeedOptions) {
  const isEmpty = async (tx: Pick<Database, 'select'>) =>
    (await tx.select({ n: count() }).from(properties))[0]!.n === 0;
  if (!(await isEmpty(db))) return null;

  const started = Date.now();
  const listings = buildDemoListings(today).map((listing) => ({
    ...listing,
    data: propertyInputSchema.parse(listing.input),
  }));

  const photos = await encodeDemoPhotos();
  const writtenKeys: string[] = [];
  try {
    const stored: Array<StoredImage & { listingIndex: number; position: number; originalName: string }> = [];
    for (const [index, listing] of listings.entries()) {
      const scene = listing.data.subCategory;
      for (let position = 0; position < PHOTOS_PER_DEMO_LISTING; position++) {
        const originalName = `${scene}-${position + 1}.jpg`;
        const image = await storeImage(
          storage,
          photos.get(`${scene}-${(index + position) % 3}`)!,
          originalName,
        );
        writtenKeys.push(...image.variants.map((v) => v.key));
        stored.push({ listingIndex: index, position, originalName, ...image });
      }
    }

    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (!(await isEmpty(tx))) return null;
      const listers = await seedDemoListers(tx);
      const rows = await tx
        .insert(properties)
        .values(
          listings.map(({ data, postedDaysAgo, lister }) => {
            const posted = new Date(today.getTime() - postedDaysAgo * 86_400_000);
            const listedBy = lister === 'team' ? null : listers[lister];
            return { ...data, createdAt: posted, updatedAt: posted, listerKind: lister, listedBy };
          }),
        )
        .returning({ id: properties.id });
      await tx.insert(propertyImages).values(
        stored.map(
          ({ listingIndex, position, originalName, keyBase, width, height, variants, perceptualHash }) => ({
            propertyId: rows[listingIndex]!.id,
            position,
            originalName,
            keyBase,
            width,
            height,
            variants,
            perceptualHash,
          }),
        ),
      );
      return { listings: rows.length, photos: stored.length };
    });
    if (!inserted) {
      // Another server seeded first: our copies of the photos are not referenced by anything.
      await storage.delete(writtenKeys);
      return null;
    }
    return { ...inserted, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    // The caller reports the failure; the photos stored so far belong to no listing.
    await storage.delete(writtenKeys).catch(() => undefined);
    throw error;
  }
}
