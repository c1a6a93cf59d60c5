/**
 * Times /api/home over HTTP on a seeded catalogue, one request at a time, then a cheap route's latency while
 * /api/home is hammered by 10 connections. Usage: tsx scripts/bench/home-figures.ts <PGlite|PostgreSQL> <listings>
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { JobQueue } from '#server/jobs/job-queue';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';

const kind = (process.argv[2] ?? 'PGlite') as TestDatabaseKind;
const LISTINGS = Number(process.argv[3] ?? 100_000);

const seedSql = (from: number, to: number) => `
    insert into properties (title, description, main_category, sub_category, property_status, price,
      rental_frequency, available_from, address, location, city, state, pincode, square_feet, bedrooms,
      bathrooms, furnishing_status, amenities, features, is_featured, created_at, updated_at)
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
      (array['Bengaluru','Mumbai','Hyderabad','Chennai','Pune','Gurugram','Kochi'])[1 + ((i / 7) % 7)],
      'Karnataka', '560001',
      400 + (random() * 4000)::int,
      case when i % 6 in (0, 1, 2) then 1 + (i % 5) end,
      case when i % 6 in (0, 1, 2) then 1 + (i % 4) end,
      case when i % 6 in (0, 1, 2) then (array['unfurnished','semi-furnished','fully-furnished'])[1 + (i % 3)] end,
      case i % 4 when 0 then array['Lift','Power Backup'] when 1 then array['Lift'] when 2 then array['Security','Parking'] else array[]::text[] end,
      array[]::text[],
      i % 97 = 0,
      now() - (i % 365) * interval '1 day',
      now() - (i % 365) * interval '1 day'
    from generate_series(${from}, ${to}) as i`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `n ${sorted.length} p50 ${pct(sorted, 0.5).toFixed(1)} ms p99 ${pct(sorted, 0.99).toFixed(1)} ms max ${sorted.at(-1)!.toFixed(1)} ms`;
};

/**
 * The client runs in a worker thread, so its own JavaScript does not queue behind the server's on one event
 * loop: one request at a time, or a cheap route probed every 50 ms while 10 connections hammer another.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, alone, cheap, hammered } = workerData;
async function timed(url) {
  const t0 = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(url + ': ' + response.status);
  return performance.now() - t0;
}
(async () => {
  if (alone) {
    await timed(base + alone);
    const timings = [];
    for (let i = 0; i < 30; i++) timings.push(await timed(base + alone));
    parentPort.postMessage({ alone: timings });
    return;
  }
  let hammering = true;
  const load = [];
  const hammer = Array.from({ length: 10 }, async () => {
    while (hammering) load.push(await timed(base + hammered));
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const probe = [];
  const until = performance.now() + 8000;
  while (performance.now() < until) {
    probe.push(await timed(base + cheap));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  hammering = false;
  await Promise.all(hammer);
  parentPort.postMessage({ probe, load });
})();
`;

function client(workerData: Record<string, string>): Promise<Record<string, number[]>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main() {
  const database = await openTestDatabase(kind);
  const seedStart = performance.now();
  await database.db.execute(sql`select setseed(0.42)`);
  for (let from = 1; from <= LISTINGS; from += 250_000) {
    await database.db.execute(sql.raw(seedSql(from, Math.min(LISTINGS, from + 249_999))));
  }
  await database.db.execute(sql`analyze`);
  console.log(
    `${kind}: ${LISTINGS} listings seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
  });
  const storage = new LocalDiskStorage(join(dataDir, 'media'));
  const jobs = new JobQueue({
    handle: database,
    jobs: [],
    context: { db: database.db, storage, config },
    schedule: config.housekeepingSchedule,
  });
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    storage,
    jobs,
    logger: false,
    webRoot: join(dataDir, 'none'),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { alone } = await client({ base: address, alone: '/api/home' });
    console.log(`  /api/home one at a time: ${summary(alone!)}`);
    for (const cheap of ['/api/health', '/api/site', '/api/properties?city=Pune&status=rent']) {
      const { probe, load } = await client({ base: address, cheap, hammered: '/api/home' });
      console.log(`  ${cheap} while /api/home is hammered: ${summary(probe!)}`);
      console.log(`    /api/home meanwhile (10 connections): ${summary(load!)}`);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
