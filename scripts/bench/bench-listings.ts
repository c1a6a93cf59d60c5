/**
 * Catalogues for the benchmarks: plausible listings made in SQL (seeded random, the same every run, seconds
 * instead of minutes) and a cover photo for every one, as a real catalogue has.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { DEMO_SCENES, renderDemoPhoto } from '#server/db/seed/demo-photos';
import { processImage, storeImage, type StoredImage } from '#server/storage/image-processing';
import type { ObjectStorage } from '#server/storage/storage';

// Rows per statement: one insert of a million rows would hold the whole batch's WAL and memory at once.
const BATCH = 100_000;

/** City centres, so map and similar-listing queries see listings spread around real places. */
const CITIES = [
  ['Bengaluru', 'Karnataka', 12.97, 77.59],
  ['Mumbai', 'Maharashtra', 19.08, 72.88],
  ['Hyderabad', 'Telangana', 17.39, 78.49],
  ['Chennai', 'Tamil Nadu', 13.08, 80.27],
  ['Pune', 'Maharashtra', 18.52, 73.86],
  ['Gurugram', 'Haryana', 28.46, 77.03],
  ['Kochi', 'Kerala', 9.93, 76.27],
] as const;

const sqlArray = (values: readonly (string | number)[]) =>
  `array[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(',')}]`;

export async function seedBenchListings(db: Database, count: number): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  const city = (field: number) => `(${sqlArray(CITIES.map((c) => c[field]!))})[1 + ((i / 7) % 7)]`;
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(
      sql.raw(`
      insert into properties (title, description, main_category, sub_category, property_status, price,
        rental_frequency, available_from, address, location, city, state, pincode, latitude, longitude,
        square_feet, bedrooms, bathrooms, furnishing_status, amenities, features, is_featured, created_at,
        updated_at)
      select
        (array['Sunny','Spacious','Quiet','Sea view','Garden','Corner','Modern','Heritage'])[1 + (i % 8)] || ' ' ||
          (array['2 BHK flat','3 BHK flat','villa','office space','shop','plot'])[1 + (i % 6)] || ' near ' ||
          (array['the metro','the lake','the park','the beach','the IT park','the market'])[1 + (i % 6)],
        'A well kept home with good light and easy access to schools, hospitals and the metro.',
        case when i % 6 in (3, 4) then 'commercial' else 'residential' end,
        (array['flat','flat','villa','office-space','shop','plot'])[1 + (i % 6)],
        case when i % 3 = 0 then 'rent' else 'sale' end,
        case when i % 3 = 0 then 10000 + (random() * 190000)::int else 2000000 + (random() * 98000000)::bigint end,
        case when i % 3 = 0 then 'monthly' end,
        date '2026-01-01' + (i % 400),
        i || ', Main Road',
        (array['Indiranagar','Bandra','Gachibowli','Adyar','Baner','Sector 45','Kakkanad'])[1 + (i % 7)],
        ${city(0)}, ${city(1)}, '560001',
        ${city(2)} + (random() - 0.5) * 0.3, ${city(3)} + (random() - 0.5) * 0.3,
        400 + (random() * 4000)::int,
        case when i % 6 in (0, 1, 2) then 1 + (i % 5) end,
        case when i % 6 in (0, 1, 2) then 1 + (i % 4) end,
        case when i % 6 in (0, 1, 2) then (array['unfurnished','semi-furnished','fully-furnished'])[1 + (i % 3)] end,
        case i % 4 when 0 then array['Lift','Power Backup'] when 1 then array['Lift'] when 2 then array['Security','Parking'] else array[]::text[] end,
        array[]::text[],
        i % 97 = 0,
        now() - (i % 365) * interval '1 day' - (i % 86400) * interval '1 second',
        now() - (i % 365) * interval '1 day'
      from generate_series(${from}, ${to}) as i
    `),
    );
  }
  await db.execute(sql`analyze properties`);
}

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
