/**
 * Bulk import of listings (docs/listing-import.md): a CSV is read and every row judged by the one listing schema
 * (a dry run that writes no listing), then, once its uploader confirms, written by a background job in batches.
 */
import { randomUUID } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { and, eq, inArray } from 'drizzle-orm';
import { isListingStateFor } from '#domain/listing-lifecycle';
import {
  headerOfField,
  ID_HEADER,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  readHeader,
  rowInput,
  type ImportRowError,
  type ImportRowWrite,
  type ListingImport,
} from '#domain/listing-import';
import { priceReducedAtAfter } from '#domain/price-history';
import { fieldErrors, propertyInputSchema } from '#domain/property-schema';
import { writeAudit } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import type { Transaction } from '#server/db/record-write';
import { listingImports, properties, users } from '#server/db/schema';
import { ConflictError, NotFoundError, ValidationError } from '#server/errors';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { placeListing } from '#server/listings/approximate-location';
import { qualityScoreOf } from '#server/listings/listing-quality';
import { NEW_LISTING_DRAFT } from '#server/listings/listing-writes';
import { recordPriceChange } from '#server/listings/price-changes';
import { LISTING_IMPORT_JOB } from './job/listing-import-job-name.js';
import {
  findVisibleImport,
  listingsToUpdate,
  presentImport,
  type ImportRecord,
  type ImportViewer,
} from './queries.js';

const IMPORT_NOT_FOUND = 'Import not found';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notCsv(message: string = IMPORT_MESSAGES.notCsv): ValidationError {
  return new ValidationError(message, { file: message });
}

/** The file's rows as text cells, the header first; refuses what is not UTF-8 CSV text, and stops past the limit. */
export function readCsvRows(body: Buffer): string[][] {
  if (body.length === 0) throw notCsv(IMPORT_MESSAGES.empty);
  // Binary files (a spreadsheet saved as .xlsx, a photo) hold NUL bytes; CSV text never does.
  if (body.includes(0)) throw notCsv();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw notCsv('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again');
  }
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // One line past the limit is enough to know the file is over it.
      to_line: IMPORT_LIMITS.maxRows + 2,
    });
  } catch (error) {
    if (error instanceof CsvError) throw notCsv(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw notCsv(IMPORT_MESSAGES.empty);
  if (data.length > IMPORT_LIMITS.maxRows) throw notCsv(IMPORT_MESSAGES.tooManyRows);
  return rows;
}

type ListingToUpdate = Awaited<ReturnType<typeof listingsToUpdate>>[number];

/** Whether the viewer may edit a listing: an admin any, an agent those assigned to them. */
const mayEdit = (viewer: ImportViewer, listing: ListingToUpdate) =>
  viewer.role === 'admin' || listing.assignedAgentId === viewer.id;

/**
 * The dry run: every row judged as the listing form judges it, and the plan kept for the uploader to confirm.
 * No listing is written.
 */
export async function previewImport(
  db: Database,
  viewer: ImportViewer,
  upload: { fileName: string; body: Buffer },
): Promise<ListingImport> {
  const [headerCells, ...data] = readCsvRows(upload.body);
  const header = readHeader(headerCells!);
  if (header.missing.length || header.unknown.length || header.repeated.length) {
    const problems = [
      header.missing.length && `Missing columns: ${header.missing.join(', ')}`,
      header.unknown.length && `Columns HouseHunt does not know: ${header.unknown.join(', ')}`,
      header.repeated.length && `Columns given twice: ${header.repeated.join(', ')}`,
    ].filter(Boolean);
    throw notCsv(`The header row does not match the template. ${problems.join('. ')}.`);
  }

  const wantedIds = data
    .map((cells) => (header.idIndex === null ? '' : (cells[header.idIndex] ?? '').trim()))
    .filter((id) => UUID.test(id));
  const existing = new Map((await listingsToUpdate(db, wantedIds)).map((listing) => [listing.id, listing]));

  const writes: ImportRowWrite[] = [];
  const errors: ImportRowError[] = [];
  const idsSeen = new Set<string>();
  data.forEach((cells, index) => {
    // As a spreadsheet numbers it: the header is row 1.
    const row = index + 2;
    const rowErrors: ImportRowError[] = [];
    const id = header.idIndex === null ? '' : (cells[header.idIndex] ?? '').trim().toLowerCase();
    let target: ListingToUpdate | null = null;
    if (id !== '') {
      const listing = UUID.test(id) ? existing.get(id) : undefined;
      if (!listing || !mayEdit(viewer, listing)) {
        rowErrors.push({ row, column: ID_HEADER, message: 'No listing you may edit has this ID' });
      } else if (idsSeen.has(id)) {
        rowErrors.push({ row, column: ID_HEADER, message: 'This listing is updated by an earlier row' });
      } else target = listing;
      idsSeen.add(id);
    }
    const parsed = propertyInputSchema.safeParse(rowInput(header, cells));
    if (!parsed.success) {
      const messages = fieldErrors(parsed.error);
      for (const [field, message] of Object.entries(messages)) {
        rowErrors.push({ row, column: headerOfField(field), message });
      }
      if (Object.keys(messages).length === 0)
        rowErrors.push({ row, column: null, message: 'This row is not valid' });
    } else if (target && !isListingStateFor(target.listingState, parsed.data.propertyStatus)) {
      rowErrors.push({
        row,
        column: headerOfField('propertyStatus'),
        message: 'A sold listing cannot be changed to rent, nor a rented one to sale',
      });
    }
    if (rowErrors.length || !parsed.success) {
      errors.push(...rowErrors);
      return;
    }
    writes.push({
      row,
      action: target ? 'update' : 'create',
      listingId: target?.id ?? null,
      version: target?.version ?? null,
      data: parsed.data,
    });
  });

  const [record] = await db
    .insert(listingImports)
    .values({
      uploadedBy: viewer.id,
      fileName: upload.fileName,
      rowCount: data.length,
      rows: writes,
      errors,
    })
    .returning();
  return presentImport(record!);
}

export async function findImport(db: Database, viewer: ImportViewer, id: string): Promise<ListingImport> {
  const record = await findVisibleImport(db, viewer, id);
  if (!record) throw new NotFoundError(IMPORT_NOT_FOUND);
  return presentImport(record);
}

/**
 * "Import N listings": queues the job that writes the previewed rows. A failed import is confirmed again to
 * resume after its last batch; one queued, running or done is refused, so no row is written twice.
 */
export async function confirmImport(db: Database, viewer: ImportViewer, id: string): Promise<ListingImport> {
  const record = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(listingImports).where(eq(listingImports.id, id)).for('update');
    if (!current || (viewer.role !== 'admin' && current.uploadedBy !== viewer.id)) {
      throw new NotFoundError(IMPORT_NOT_FOUND);
    }
    if (current.status !== 'previewed' && current.status !== 'failed') {
      throw new ConflictError(
        current.status === 'done' ? 'This import has already been made' : 'This import is already running',
      );
    }
    if (current.rows.length === 0)
      throw new ConflictError('No row of this file can be imported: fix the errors');
    const [queued] = await tx
      .update(listingImports)
      .set({ status: 'queued', failure: null, confirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(listingImports.id, id))
      .returning();
    await queueJobInTransaction(tx, LISTING_IMPORT_JOB, { importId: id });
    return queued!;
  });
  return presentImport(record);
}

/** Rows written per transaction: a few large statements, well inside PostgreSQL's 65,535 parameters. */
export const IMPORT_BATCH_ROWS = 500;

type BatchOutcome = 'more' | 'finished';

/**
 * Writes the next batch of a confirmed import in one transaction with its progress: the import is locked, its
 * rows from `rows_done` on are written and `rows_done` moves past them, so a failure leaves no batch half
 * written and a retry resumes exactly where the last batch ended.
 */
async function writeNextBatch(db: Database, importId: string): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ record: listingImports, uploaderRole: users.role, uploaderEmail: users.email })
      .from(listingImports)
      .innerJoin(users, eq(users.id, listingImports.uploadedBy))
      .where(eq(listingImports.id, importId))
      .for('update', { of: listingImports });
    if (!current) return 'finished';
    const { record } = current;
    if (record.status !== 'queued' && record.status !== 'importing') return 'finished';
    const batch = record.rows.slice(record.rowsDone, record.rowsDone + IMPORT_BATCH_ROWS);
    const now = new Date();
    if (batch.length === 0) {
      await tx
        .update(listingImports)
        .set({ status: 'done', finishedAt: now, updatedAt: now })
        .where(eq(listingImports.id, importId));
      return 'finished';
    }
    const actor = { id: record.uploadedBy, email: current.uploaderEmail };
    const creates = batch.filter((row) => row.action === 'create');
    const createdIds = creates.map(() => randomUUID());
    if (creates.length) {
      const values = await Promise.all(
        creates.map(async ({ data }, index) => {
          const placement = await placeListing(data);
          // Scored as listing writes score a new listing, so the review queue sorts imported rows at once.
          const qualityScore = qualityScoreOf({ ...data, ...placement, lastConfirmedAt: null }, 0);
          return {
            ...data,
            ...placement,
            ...NEW_LISTING_DRAFT,
            qualityScore,
            id: createdIds[index]!,
            isFeatured: false,
            createdBy: record.uploadedBy,
            listerKind: 'team' as const,
            assignedAgentId: current.uploaderRole === 'agent' ? record.uploadedBy : null,
          };
        }),
      );
      await tx.insert(properties).values(values);
    }
    const updates = batch.filter((row) => row.action === 'update');
    await updateListings(tx, updates, actor.id, now);
    await writeAudit(tx, {
      actor,
      action: 'listings.imported',
      entityType: 'listing-import',
      entityId: importId,
      details: {
        fromRow: batch[0]!.row,
        toRow: batch.at(-1)!.row,
        created: creates.length,
        updated: updates.length,
      },
    });
    const writtenIds = batch.map((row) =>
      row.action === 'create' ? createdIds[creates.indexOf(row)]! : row.listingId!,
    );
    await tx
      .update(listingImports)
      .set({
        status: 'importing',
        rowsDone: record.rowsDone + batch.length,
        // The import is locked: nothing else moves its list between the read and this write.
        listingIds: [...record.listingIds, ...writtenIds],
        updatedAt: now,
      })
      .where(eq(listingImports.id, importId));
    return 'more';
  });
}

/**
 * Updates listings over the version the preview saw; one changed since (or deleted) fails the batch, and the
 * import with it, rather than overwrite someone's edit. Price changes are kept for the price history, as a
 * form save keeps them.
 */
async function updateListings(tx: Transaction, updates: ImportRowWrite[], actorId: string, now: Date) {
  if (updates.length === 0) return;
  const ids = updates.map((row) => row.listingId!);
  const current = new Map(
    (
      await tx
        .select({
          id: properties.id,
          version: properties.version,
          price: properties.price,
          priceReducedAt: properties.priceReducedAt,
          latitude: properties.latitude,
          longitude: properties.longitude,
          locationApproximate: properties.locationApproximate,
        })
        .from(properties)
        .where(inArray(properties.id, ids))
        .for('update')
    ).map((listing) => [listing.id, listing]),
  );
  for (const { row, listingId, version, data } of updates) {
    const listing = current.get(listingId!);
    if (!listing || listing.version !== version) {
      throw new ConflictError(`The listing of row ${row} was changed or deleted after the preview`);
    }
    const { isFeatured: _featured, ...fields } = data;
    const change = { oldPrice: listing.price, newPrice: fields.price };
    await tx
      .update(properties)
      .set({
        ...fields,
        ...(await placeListing(fields, listing)),
        priceReducedAt: priceReducedAtAfter(change, listing.priceReducedAt, now),
        version: listing.version + 1,
        updatedAt: now,
      })
      .where(and(eq(properties.id, listing.id), eq(properties.version, listing.version)));
    if (change.oldPrice !== change.newPrice) {
      await recordPriceChange(tx, { listingId: listing.id, ...change, changedBy: actorId, at: now });
    }
  }
}

/** The job's work: batch after batch until every previewed row is written, or a batch fails. */
export async function runImport(db: Database, importId: string): Promise<ImportRecord | null> {
  try {
    while ((await writeNextBatch(db, importId)) === 'more');
  } catch (error) {
    const failure =
      error instanceof ConflictError
        ? error.message
        : 'The import stopped on an unexpected error; confirm it again to resume';
    await db
      .update(listingImports)
      .set({ status: 'failed', failure, updatedAt: new Date() })
      .where(eq(listingImports.id, importId));
    // A listing changed since the preview is an expected end, said in `failure`; anything else is the job's.
    if (!(error instanceof ConflictError)) throw error;
  }
  const [record] = await db.select().from(listingImports).where(eq(listingImports.id, importId));
  return record ?? null;
}
