/**
 * A bulk import of 5,000 listings (issue 24): the dry run (reading and judging every row) and the confirmed
 * import's write (service.ts runImport, in batches), on PGlite and, when TEST_DATABASE_URL names a server, on
 * PostgreSQL. The goal is the whole import under 30 s on PGlite.
 */
import { eq } from 'drizzle-orm';
import { IMPORT_LIMITS } from '#domain/listing-import';
import { listingImports, users } from '#server/db/schema';
import { previewImport, runImport } from '#server/features/listing-import/service';
import { anImportRow, importCsv } from '#server/testing/listing-import-csv';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';
import { recordFigure } from './goals.js';

const ROWS = IMPORT_LIMITS.maxRows;
const GOAL_S = 30;

async function benchOn(kind: TestDatabaseKind): Promise<void> {
  const database = await openTestDatabase(kind);
  try {
    const [admin] = await database.db
      .insert(users)
      .values({ email: 'bench.admin@example.com', name: 'Bench Admin', role: 'admin' })
      .returning();
    const body = Buffer.from(importCsv(Array.from({ length: ROWS }, (_, n) => anImportRow(n))));
    const t0 = performance.now();
    const preview = await previewImport(
      database.db,
      { id: admin!.id, role: 'admin' },
      { fileName: 'bench.csv', body },
    );
    const t1 = performance.now();
    // What confirming does before its job runs (the queue itself is not part of the figure).
    await database.db
      .update(listingImports)
      .set({ status: 'queued' })
      .where(eq(listingImports.id, preview.id));
    const written = await runImport(database.db, preview.id);
    const t2 = performance.now();
    const total = (t2 - t0) / 1000;
    recordFigure({
      bench: `listing import ${kind}`,
      name: `${ROWS} rows, total`,
      value: total,
      unit: 's',
      goal: GOAL_S,
      better: 'lower',
    });
    console.log(
      `\nListing import on ${kind}: ${ROWS.toLocaleString('en-IN')} rows (${(body.length / 1024 / 1024).toFixed(1)} MB)\n` +
        `  dry run ${((t1 - t0) / 1000).toFixed(1).padStart(5)} s  write ${((t2 - t1) / 1000).toFixed(1).padStart(5)} s  ` +
        `total ${total.toFixed(1).padStart(5)} s  goal < ${GOAL_S} s: ${total < GOAL_S ? 'met' : 'MISSED'}  ` +
        `(${written?.rowsDone ?? 0} written, ${written?.status})`,
    );
  } finally {
    await database.close();
  }
}

export async function benchListingImport(): Promise<void> {
  await benchOn('PGlite');
  if (process.env.TEST_DATABASE_URL) await benchOn('PostgreSQL');
  else
    console.log(
      '\nListing import on PostgreSQL: skipped (set TEST_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
}
