/**
 * Many plausible listings made in SQL, for plan tests and benchmarks: tens of thousands in a second or two
 * instead of minutes through the service. Seeded random, so every run gets the same catalogue: a third for rent,
 * seven cities, six types, prices on the two scales of sale and rent, map pins, a featured listing in 97.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

export const SEEDED_CITIES = [
  'Bengaluru',
  'Mumbai',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Gurugram',
  'Kochi',
] as const;

// Rows per statement: one insert of a million rows would hold the whole batch in memory and WAL at once.
const BATCH = 100_000;

/**
 * `indianDetails` also fills what the search's Indian filters read (facing, age, floors, parking, RERA, who
 * posted it), spread as listers fill them in, so a plan test sees each filter's real share of the catalogue.
 *
 * The listings are stored in the order they were listed, over the last year, as a catalogue that grows one
 * listing after another (or by imports, each one statement) lies: the newest on the last pages of the table.
 * `scatteredDates` spreads the dates over the table instead, for plan tests: the planner's harder case, where each
 * row a walk of the date index reads is on another page, and a walk is costed by the rows it reads, not the pages.
 */
export async function seedListings(
  db: Database,
  listings: number,
  { indianDetails = false, scatteredDates = false } = {},
): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  const listedAt = scatteredDates
    ? `now() - (i % 365) * interval '1 day' - (i % 1000) * interval '1 second'`
    : `now() - (${listings} - i) * interval '365 days' / ${listings}`;
  for (let from = 1; from <= listings; from += BATCH)
    await seedBatch(db, from, Math.min(listings, from + BATCH - 1), listedAt, indianDetails);
  // The planner's statistics, and the visibility map an index-only scan needs.
  await db.execute(sql`vacuum analyze properties`);
}

const INDIAN_COLUMNS = `, facing, age_of_property, total_floors, floor_number, parking_spaces, rera_number,
      lister_kind`;
const INDIAN_VALUES = `,
      case when i % 6 in (0, 1, 2) then (array['north','south','east','west','north-east','north-west','south-east','south-west'])[1 + (i / 6) % 8] end,
      (array['under-construction','newly-built','less-than-5','5-10-years','10-plus-years'])[1 + (i / 5) % 5],
      case when i % 6 in (0, 1, 3) then 2 + (i / 7) % 20 end,
      case when i % 6 in (0, 1, 3) then ((i / 11) % 21) % (3 + (i / 7) % 20) end,
      case when i % 6 in (0, 1, 2, 3) then (i / 13) % 4 end,
      case when i % 3 <> 0 and i % 4 = 0 then 'PRM/KA/RERA/1251/' || i end,
      (array['owner','agent','agent','team'])[1 + (i / 17) % 4]`;

async function seedBatch(
  db: Database,
  from: number,
  to: number,
  listedAt: string,
  indianDetails: boolean,
): Promise<void> {
  await db.execute(
    sql.raw(`
    insert into properties (title, description, main_category, sub_category, property_status, price,
      rental_frequency, available_from, address, location, city, state, pincode, square_feet, bedrooms,
      bathrooms, furnishing_status, amenities, features, is_featured, latitude, longitude, created_at, updated_at,
      price_reduced_at${indianDetails ? INDIAN_COLUMNS : ''})
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
      (array[${SEEDED_CITIES.map((city) => `'${city}'`).join(',')}])[1 + ((i / 7) % 7)],
      -- A few hundred PIN codes, a few hundred listings each, as in a city.
      'Karnataka', (560001 + i % 300)::text,
      400 + (random() * 4000)::int,
      case when i % 6 in (0, 1, 2) then 1 + (i % 5) end,
      case when i % 6 in (0, 1, 2) then 1 + (i % 4) end,
      case when i % 6 in (0, 1, 2) then (array['unfurnished','semi-furnished','fully-furnished'])[1 + (i % 3)] end,
      case i % 4 when 0 then array['Lift','Power Backup'] when 1 then array['Lift'] when 2 then array['Security','Parking'] else array[]::text[] end,
      array[]::text[],
      i % 97 = 0,
      (array[12.97, 19.07, 17.38, 13.08, 18.52, 28.46, 9.93])[1 + ((i / 7) % 7)] + (random() - 0.5) / 10,
      (array[77.59, 72.87, 78.48, 80.27, 73.85, 77.02, 76.26])[1 + ((i / 7) % 7)] + (random() - 0.5) / 10,
      ${listedAt},
      ${listedAt},
      -- One listing in 40 had its price cut in the last month, about half of them in the badge's 14 days.
      case when i % 40 = 0 then now() - (i % 29) * interval '1 day' - (i % 1000) * interval '1 second' end
      ${indianDetails ? INDIAN_VALUES : ''}
    from generate_series(${from}, ${to}) as i
  `),
  );
}

/**
 * `perListing` photo records for every seeded listing, each with a random perceptual hash (four random 16-bit
 * bands) and no files: what the duplicate guard's plan tests and benchmark look through.
 */
export async function seedListingPhotos(db: Database, perListing: number): Promise<void> {
  const band = (shift: number) => `(floor(random() * 65536)::bigint << ${shift})`;
  await db.execute(
    sql.raw(`
    insert into property_images (property_id, position, key_base, original_name, width, height, variants,
      perceptual_hash)
    select p.id, k, 'properties/seeded-' || p.id || '-' || k, 'photo-' || k || '.jpg', 1600, 1000, '[]'::jsonb,
      ${band(48)} | ${band(32)} | ${band(16)} | ${band(0)}
    from properties p cross join generate_series(0, ${perListing - 1}) as k
  `),
  );
  await db.execute(sql`vacuum analyze property_images`);
}
