/** Catalogues for the benchmarks: the seeded listings of the plan tests and a cover photo for every one. */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { seedListings } from '#server/testing/seed-listings';
import { DEMO_SCENES, renderDemoPhoto } from '#seed/demo-photos';
import { processImage, storeImage, type StoredImage } from '#server/storage/image-processing';
import type { ObjectStorage } from '#server/storage/storage';

/** The plan tests' catalogue (src/server/testing/seed-listings.ts), so benches and plan tests see the same data. */
export const seedBenchListings = seedListings;

const sqlArray = (values: readonly (string | number)[]) =>
  `array[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(',')}]`;

/**
 * A cover photo for every listing without one. The files are a few real photos stored once (rendered and
 * re-encoded as uploads are); the rows point at them, so every card answer carries real variant URLs.
 */
export async function seedBenchCoverPhotos(db: Database, storage: ObjectStorage): Promise<void> {
  const stored: StoredImage[] = [];
  for (const [variant, scene] of DEMO_SCENES.slice(0, 3).entries()) {
    stored.push(
      await storeImage(storage, await processImage(await renderDemoPhoto(scene, variant)), 'cover.jpg'),
    );
  }
  const choice = (pick: (image: StoredImage) => string | number) =>
    `(${sqlArray(stored.map(pick))})[1 + (n % ${stored.length})]`;
  await db.execute(
    sql.raw(`
    insert into property_images (property_id, position, key_base, original_name, width, height, variants)
    select id, 0, 'properties/bench-' || id, 'cover.jpg', ${choice((image) => image.width)},
      ${choice((image) => image.height)}, ${choice((image) => JSON.stringify(image.variants))}::jsonb
    from (select id, row_number() over () as n from properties p
          where not exists (select 1 from property_images i where i.property_id = p.id)) as listing
  `),
  );
  await db.execute(sql`analyze property_images`);
}
