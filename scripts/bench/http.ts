/**
 * HouseHunt over HTTP, as visitors meet it: the built server started on a catalogue of 100,000 listings
 * (PGlite) and 1,000,000 (PostgreSQL, with TEST_DATABASE_URL or BENCH_DATABASE_URL), every listing with a cover
 * photo; autocannon at 1, 10 and 50 connections against each typical request, beside a bare Fastify route and a
 * route running the same SQL straight through `pg`, in the same run so the ratios compare like with like.
 *
 * Settings: BENCH_SECONDS (per measurement, default 5), BENCH_PGLITE_LISTINGS (0 skips PGlite),
 * BENCH_POSTGRES_LISTINGS; BENCH_KEEP_DATABASE=1 keeps the PostgreSQL catalogue (BENCH_DATABASE_NAME, default
 * househunt_bench) for the next run instead of dropping it; BENCH_CONNECTIONS (e.g. "10") measures fewer levels.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listingSearchSchema } from '#domain/listing-search';
import { DEFAULT_SITE_SETTINGS } from '#domain/site-settings';
import { openDatabase, type DatabaseOptions } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import * as schema from '#server/db/schema';
import { homeOverview } from '#server/features/home/service';
import { searchListings } from '#server/features/property-search/service';
import { findSimilarListings } from '#server/features/property-detail/service';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { staleBuildReason } from '../build/build-freshness.mjs';
import { seedBenchCoverPhotos, seedBenchListings } from './bench-listings.js';
import type { CapturedStatements } from './comparison-server.js';
import { freePort } from '../support/free-port.js';
import { recordFigure } from './goals.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const DATABASE_NAME = process.env.BENCH_DATABASE_NAME ?? 'househunt_bench';
/** The budget for a request of another kind waiting behind a slow one (issue 14). */
const FAIRNESS_BUDGET_MS = 100;

type BenchRequest = { name: string; path: string; search?: string };

/**
 * The typical searches of /properties and the public reads around them; `localityPage` is a locality page's
 * address (decision 026, goal p50 < 10 ms), or null when the catalogue has none.
 */
function benchRequests(listingId: string, localityPage: string | null): BenchRequest[] {
  const search = (name: string, query: string): BenchRequest => ({
    name,
    path: `/api/properties?${query}`,
    search: query,
  });
  return [
    search('city + status', 'city=Bengaluru&status=rent'),
    search('full text', 'q=sea%20view'),
    search('price range + bedrooms', 'status=sale&minPrice=5000000&maxPrice=15000000&bedrooms=2,3'),
    search('price sort (sale)', 'status=sale&sort=price-asc'),
    search('price sort (sale and rent)', 'sort=price-asc'),
    search('deep page (50)', 'page=50'),
    { name: 'home overview', path: '/api/home' },
    { name: 'similar listings', path: `/api/properties/${listingId}/similar` },
    { name: 'one listing', path: `/api/properties/${listingId}` },
    { name: 'property page (HTML)', path: `/property/${listingId}` },
    // Issue 23: a city's box on the map, the map of all India (clusters), the place box as people type it.
    search('bbox (a city)', 'bbox=12.85,77.45,13.1,77.75'),
    { name: 'map of all India', path: '/api/properties/map?bbox=6,68,37.5,97.5&zoom=5' },
    { name: 'places "Bangalore"', path: '/api/places?q=Bangalore' },
    { name: 'places "whitefeild"', path: '/api/places?q=whitefeild' },
    { name: 'places "5600"', path: '/api/places?q=5600' },
    ...(localityPage
      ? [
          { name: 'locality figures', path: localityPage.replace('/locality/', '/api/localities/') },
          { name: 'locality page (HTML)', path: localityPage },
        ]
      : []),
  ];
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it was ready`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready at ${url} within 5 minutes`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

type Measured = { rps: number; p50: number; p99: number; max: number; failed: number; finished: number };

async function measure(url: string, connections: number, seconds = SECONDS): Promise<Measured> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
    finished: result.requests.total,
  };
}

/** A catalogue ready for the server: migrated, seeded with covers, and where the server finds it. */
type Catalogue = {
  kind: 'PGlite' | 'PostgreSQL';
  listings: number;
  serverEnv: Record<string, string>;
  databaseUrl: string | null;
  dataDir: string;
  cleanUp(): Promise<void>;
};

async function prepareCatalogue(
  kind: Catalogue['kind'],
  listings: number,
  serverUrl?: string,
): Promise<Catalogue> {
  let options: DatabaseOptions;
  let databaseUrl: string | null = null;
  let dataDir: string;
  let cleanUp = async () => {};
  if (kind === 'PGlite') {
    dataDir = mkdtempSync(join(tmpdir(), 'househunt-bench-'));
    options = { kind: 'pglite', dataDir: join(dataDir, 'db') };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    // One fixed name and folder, so BENCH_KEEP_DATABASE can keep a million listings for the next run.
    dataDir = join(tmpdir(), `${DATABASE_NAME}-postgres`);
    mkdirSync(dataDir, { recursive: true });
    const url = new URL(serverUrl!);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = $1`, [DATABASE_NAME]);
    if (!exists.rowCount) await admin.query(`create database ${DATABASE_NAME}`);
    await admin.end();
    url.pathname = `/${DATABASE_NAME}`;
    databaseUrl = url.toString();
    options = { kind: 'postgres', url: databaseUrl, maxConnections: 4 };
    if (process.env.BENCH_KEEP_DATABASE !== '1') {
      cleanUp = async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${DATABASE_NAME} with (force)`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      };
    }
  }
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(handle);
    const { rows } = await handle.executeSql('select count(*)::int as n from properties');
    const present = Number(rows[0]!.n);
    if (present !== listings) {
      const started = performance.now();
      await handle.executeSql('truncate properties cascade');
      await seedBenchListings(handle.db, listings);
      await seedBenchCoverPhotos(handle.db, new LocalDiskStorage(join(dataDir, 'media')));
      console.log(
        `  seeded ${listings.toLocaleString('en-IN')} listings with cover photos in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    } else {
      // Migrations since the last run may have added indexes: expression indexes have no statistics until
      // ANALYZE, which a live database's autovacuum would have run by now.
      await handle.executeSql('analyze');
      console.log(`  reusing the ${listings.toLocaleString('en-IN')} listings kept from the last run`);
    }
  } finally {
    await handle.close();
  }
  const serverEnv: Record<string, string> = { DATA_DIR: dataDir };
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  return { kind, listings, serverEnv, databaseUrl, dataDir, cleanUp };
}

/**
 * The statements HouseHunt's own code runs for each request, as they go to the pool, each with its wave: a
 * statement sent while none was waiting for an answer starts a new wave (it may have needed the last answer, as
 * full text's ranked page needs its candidates); one sent while another was waiting joins that one's wave.
 */
async function captureStatements(databaseUrl: string, requests: BenchRequest[], listingId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let log: CapturedStatements[string] = [];
  let waiting = 0;
  // Drizzle sends (config, values); a statement named on its first run carries its name in config.
  type Send = (config: { text: string; values?: unknown[] }, values?: unknown[]) => Promise<unknown>;
  const send = pool.query.bind(pool) as Send;
  (pool as unknown as { query: Send }).query = (config, values) => {
    const last = log.at(-1);
    const wave = !last ? 0 : last.wave + (waiting ? 0 : 1);
    log.push({ text: config.text, values: config.values ?? values ?? [], wave });
    waiting++;
    return send(config, values).finally(() => waiting--);
  };
  const db = drizzle(pool, { schema });
  const storage = new LocalDiskStorage('/nonexistent');
  const captured: CapturedStatements = {};
  try {
    for (const request of requests) {
      log = [];
      if (request.search !== undefined) {
        const parsed = listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(request.search)));
        await searchListings(db, storage, {
          ...parsed,
          pageSize: parsed.pageSize ?? DEFAULT_SITE_SETTINGS.listingsPerPage,
        });
      } else if (request.name === 'home overview') {
        await homeOverview(db, storage);
      } else if (request.name === 'similar listings') {
        await findSimilarListings(db, storage, listingId);
      } else {
        continue;
      }
      captured[request.name] = log;
    }
  } finally {
    await pool.end();
  }
  return captured;
}

async function startProcess(command: string[], env: Record<string, string>, what: string) {
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    for (const line of chunk.split('\n'))
      if (line.trim() && !line.startsWith('listening')) console.log(`  [${what}] ${line}`);
  });
  return child;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—').padStart(7);
/** A figure nothing finished for (every request outlasted the measurement) is shown as a dash, not as 0. */
const latency = (figures: Measured, value: number) => fmt(figures.finished ? value : NaN, 1);

async function benchCatalogue(catalogue: Catalogue): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    ['dist/server/main.js'],
    {
      ...catalogue.serverEnv,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      // Production refuses to start without a way to sign in; the bench signs nobody in.
      DEV_IDP_ENABLED: 'true',
      // Under 50 connections a pool of 10 answers some requests 503 by design; counted below, not logged.
      LOG_LEVEL: 'error',
      // Load shedding would answer 503 to the very load being measured.
      SHED_LOAD_EVENT_LOOP_DELAY_MS: '0',
    },
    'server',
  );
  let comparison: ChildProcess | null = null;
  const statementsDir = mkdtempSync(join(tmpdir(), 'househunt-bench-sql-'));
  try {
    await waitFor(`${base}/api/health/ready`, server, 'The HouseHunt server');
    const home = (await (await fetch(`${base}/api/home`)).json()) as { newest: Array<{ id: string }> };
    const listingId = home.newest[0]!.id;
    // The first locality the sitemap offers: one with enough listings for its figures.
    const sitemap = await (await fetch(`${base}/sitemap-localities.xml`)).text();
    const localityPage = /<loc>https?:\/\/[^/]+(\/locality\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? null;
    const requests = benchRequests(listingId, localityPage);

    const statementsFile = join(statementsDir, 'statements.json');
    // The embedded database takes one process only, so the raw-SQL yardstick exists on PostgreSQL alone.
    const captured = catalogue.databaseUrl
      ? await captureStatements(catalogue.databaseUrl, requests, listingId)
      : {};
    writeFileSync(statementsFile, JSON.stringify(captured));
    comparison = await startProcess(
      ['--import', 'tsx', 'scripts/bench/comparison-server.ts'],
      {
        BENCH_STATEMENTS_FILE: statementsFile,
        ...(catalogue.databaseUrl && { BENCH_DATABASE_URL: catalogue.databaseUrl }),
      },
      'comparison',
    );
    const comparisonPort = await new Promise<number>((resolve, reject) => {
      comparison!.stdout!.on('data', (chunk: string) => {
        const match = /listening (\d+)/.exec(chunk);
        if (match) resolve(Number(match[1]));
      });
      comparison!.once('exit', (code) => reject(new Error(`the comparison server exited with ${code}`)));
    });
    const yardstick = `http://127.0.0.1:${comparisonPort}`;

    console.log(
      `\nHTTP on ${catalogue.kind}, ${catalogue.listings.toLocaleString('en-IN')} listings with cover photos, ${SECONDS} s per figure`,
    );
    console.log(
      `  ${'request'.padEnd(28)} conns   req/s  p50 ms  p99 ms │ raw SQL req/s  ratio │ bare req/s  ratio`,
    );
    for (const connections of CONNECTIONS) {
      const bare = await measure(`${yardstick}/bare`, connections);
      for (const request of requests) {
        const ours = await measure(base + request.path, connections);
        const rawFigures = captured[request.name]
          ? await measure(`${yardstick}/raw/${encodeURIComponent(request.name)}`, connections)
          : null;
        const rawColumns = rawFigures
          ? `${fmt(rawFigures.rps).padStart(13)} ${fmt(rawFigures.rps ? ours.rps / rawFigures.rps : NaN, 2)}`
          : `${'n/a'.padStart(13)} ${''.padStart(7)}`;
        recordHttpGoals(catalogue.kind, request, connections, ours, rawFigures);
        console.log(
          `  ${request.name.padEnd(28)} ${String(connections).padStart(5)} ${fmt(ours.rps)} ${latency(ours, ours.p50)} ${latency(ours, ours.p99)} │ ${rawColumns} │ ${fmt(bare.rps).padStart(10)} ${fmt(ours.rps / bare.rps, 2)}` +
            (ours.failed ? `  (${ours.failed} failed or timed out)` : '') +
            (ours.finished ? '' : `  (none finished in ${SECONDS} s)`),
        );
      }
    }
    await fairness(catalogue.kind, base, requests);
  } finally {
    if (comparison) await stop(comparison);
    await stop(server);
    rmSync(statementsDir, { recursive: true, force: true });
  }
}

/** Searches whose p50 at 10 connections has a goal (issue 26): 15 ms on PostgreSQL; on PGlite, full text 20 ms. */
const P50_GOAL_SEARCHES = ['full text', 'similar listings', 'price range + bedrooms'];

/**
 * Issue 26's goals for the server's own cost: on every search, at 1 connection HouseHunt adds at most 0.3 ms a
 * request to its own SQL (the raw-SQL route's time per request), and at 10 its req/s is at least 0.9 of that route's.
 */
function recordHttpGoals(
  kind: string,
  request: BenchRequest,
  connections: number,
  ours: Measured,
  raw: Measured | null,
): void {
  const bench = `http ${kind}`;
  if (raw && request.search && connections === 1)
    recordFigure({
      bench,
      name: `${request.name}: server's own ms a request, 1 conn`,
      value: 1000 / ours.rps - 1000 / raw.rps,
      unit: 'ms',
      goal: 0.3,
      better: 'lower',
    });
  if (raw && request.search && connections === 10)
    recordFigure({
      bench,
      name: `${request.name}: req/s ÷ raw SQL, 10 conns`,
      value: ours.rps / raw.rps,
      unit: '',
      goal: 0.9,
      better: 'higher',
    });
  const p50Goal = kind === 'PGlite' ? (request.name === 'full text' ? 20 : null) : 15;
  if (P50_GOAL_SEARCHES.includes(request.name) && connections === 10 && p50Goal)
    recordFigure({
      bench,
      name: `${request.name}: p50, 10 conns`,
      // Nothing finished: no p50 (autocannon says 0), so the goal is not met.
      value: ours.finished ? ours.p50 : NaN,
      unit: 'ms',
      goal: p50Goal,
      better: 'lower',
    });
}

/**
 * How long a cheap request waits while the heaviest search runs at 10 connections: on PGlite every query of the
 * process shares one connection, so this is where one slow statement would stall the site.
 */
async function fairness(kind: string, base: string, requests: BenchRequest[]): Promise<void> {
  const probe = requests.find((request) => request.name === 'one listing')!;
  let heaviest = requests[0]!;
  let slowest = 0;
  for (const request of requests.filter((r) => r !== probe && r.path.startsWith('/api/'))) {
    const { p50 } = await measure(base + request.path, 1, 1);
    if (p50 > slowest) [heaviest, slowest] = [request, p50];
  }
  const alone = await measure(base + probe.path, 1);
  const [, beside] = await Promise.all([measure(base + heaviest.path, 10), measure(base + probe.path, 1)]);
  recordFigure({
    bench: `http ${kind}`,
    name: `fairness: one listing beside "${heaviest.name}", p99`,
    value: beside.p99,
    unit: 'ms',
    goal: FAIRNESS_BUDGET_MS,
    better: 'lower',
  });
  console.log(
    `  fairness: "${probe.name}" alone p99 ${alone.p99.toFixed(1)} ms; beside "${heaviest.name}" at 10 connections ` +
      `p50 ${beside.p50.toFixed(1)} ms, p99 ${beside.p99.toFixed(1)} ms, max ${beside.max.toFixed(1)} ms ` +
      `(budget ${FAIRNESS_BUDGET_MS} ms: ${beside.p99 <= FAIRNESS_BUDGET_MS ? 'met' : 'MISSED'})`,
  );
}

export async function benchHttp(): Promise<void> {
  const reason = staleBuildReason(ROOT);
  if (reason) {
    console.log(`Building HouseHunt first: ${reason}.`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const runs: Array<[Catalogue['kind'], number]> = [];
  const pgliteListings = Number(process.env.BENCH_PGLITE_LISTINGS ?? 100_000);
  if (pgliteListings > 0) runs.push(['PGlite', pgliteListings]);
  if (serverUrl) runs.push(['PostgreSQL', Number(process.env.BENCH_POSTGRES_LISTINGS ?? 1_000_000)]);
  for (const [kind, listings] of runs) {
    console.log(`\nPreparing ${listings.toLocaleString('en-IN')} listings on ${kind}…`);
    const catalogue = await prepareCatalogue(kind, listings, serverUrl);
    try {
      await benchCatalogue(catalogue);
    } finally {
      await catalogue.cleanUp();
    }
  }
  if (!serverUrl) {
    console.log(
      '\nHTTP on PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
  }
}
