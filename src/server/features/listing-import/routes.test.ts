import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, listingImportAnswerSchema, type ListingImport } from '#domain/listing-import';
import { propertyInputSchema } from '#domain/property-schema';
import { listingImports, properties, users } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { anImportRow, importCsv, importForm } from '#server/testing/listing-import-csv';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { confirmImport, findImport, previewImport } from './service.js';

describe.each(TEST_DATABASE_KINDS)('listing import on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: string;
  let otherAdmin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { runJobs: true });
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = writeHeaders(signedIn);
    adminId = signedIn.user.id;
    const second = await signIn(t.app, 'second.admin@example.com');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, second.user.id));
    otherAdmin = writeHeaders(second);
  });
  afterAll(async () => t?.close());

  const listingCount = async () => (await t.db.select({ n: count() }).from(properties))[0]!.n;
  const upload = (csv: string | Buffer, fileName?: string, type?: string, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers,
      payload: importForm(csv, fileName, type),
    });
  const previewed = async (csv: string): Promise<ListingImport> => {
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, listingImportAnswerSchema).import;
  };
  const read = async (id: string, headers = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/imports/${id}`, headers });
  const confirm = (id: string, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/confirm`, headers });
  const finished = async (id: string): Promise<ListingImport> => {
    for (let attempt = 0; attempt < 120; attempt++) {
      const answer = responseBody(await read(id), listingImportAnswerSchema).import;
      if (answer.status === 'done' || answer.status === 'failed') return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the import did not finish');
  };

  it('offers a template whose example row imports as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/imports/template.csv',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const before = await listingCount();
    const preview = await previewed(response.body);
    expect(preview.errors).toEqual([]);
    expect(preview).toMatchObject({ status: 'previewed', rowCount: 1, createCount: 1, updateCount: 0 });
    expect(await listingCount()).toBe(before);
  });

  it('a dry run writes no listing and reports a bad row with its row and column', async () => {
    const before = await listingCount();
    const preview = await previewed(
      importCsv([
        anImportRow(1),
        anImportRow(2, { Price: 'lots', 'PIN code': '012345' }),
        anImportRow(3, { City: 'Chennai' }),
        anImportRow(4, { Amenities: 'Lift; Helipad' }),
      ]),
    );
    expect(await listingCount()).toBe(before);
    expect(preview).toMatchObject({ rowCount: 4, createCount: 1, errorCount: 4 });
    expect(preview.plan.map((row) => row.row)).toEqual([2]);
    expect(preview.errors).toEqual([
      { row: 3, column: 'Price', message: 'Price must be a number' },
      { row: 3, column: 'PIN code', message: 'PIN code must be 6 digits and cannot start with 0' },
      { row: 4, column: 'City', message: 'Chennai is in Tamil Nadu, not Karnataka' },
      { row: 5, column: 'Amenities', message: '"Helipad" is not an amenity HouseHunt lists' },
    ]);
  });

  it('a confirmed import creates exactly the rows previewed, as drafts by the uploader', async () => {
    const rows = Array.from({ length: 30 }, (_, n) =>
      anImportRow(n, n === 7 ? { Title: 'x' } : { Locality: 'Jayanagar ಜಯನಗರ', Price: '85,00,000' }),
    );
    const preview = await previewed(importCsv(rows));
    expect(preview).toMatchObject({ createCount: 29, errorCount: 1 });
    const before = await listingCount();
    const confirmed = await confirm(preview.id);
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    const done = await finished(preview.id);
    expect(done).toMatchObject({ status: 'done', rowsDone: 29, failure: null });
    expect(await listingCount()).toBe(before + 29);
    const created = await t.db.select().from(properties).where(eq(properties.location, 'Jayanagar ಜಯನಗರ'));
    expect(created.map((listing) => listing.id).sort()).toEqual([...done.listingIds].sort());
    expect(created.map((listing) => listing.title).sort()).toEqual(
      preview.plan.map((row) => row.title).sort(),
    );
    for (const listing of created) {
      expect(listing).toMatchObject({
        listingState: 'draft',
        inPublicSearch: false,
        listerKind: 'team',
        createdBy: adminId,
        assignedAgentId: null,
        price: 8_500_000,
      });
      // Scored as a listing saved through the form, so the review queue sorts it at once.
      expect(listing.qualityScore).toBeGreaterThan(0);
    }
    // Twice is refused: nothing is written again.
    const again = await confirm(preview.id);
    expect(again.statusCode).toBe(409);
    expect(await listingCount()).toBe(before + 29);
  });

  it('updates the listing a row names by its ID, over the version the preview saw', async () => {
    const [listing] = await t.db
      .insert(properties)
      .values({ ...propertyInputSchema.parse(aFlat()), createdBy: null })
      .returning();
    const preview = await previewed(
      importCsv([anImportRow(1, { ID: listing!.id, Title: 'Renamed by the import', Price: '9000000' })]),
    );
    expect(preview).toMatchObject({ createCount: 0, updateCount: 1, errorCount: 0 });
    expect(preview.plan[0]).toMatchObject({ action: 'update', listingId: listing!.id });
    expect((await confirm(preview.id)).statusCode).toBe(202);
    expect(await finished(preview.id)).toMatchObject({ status: 'done', listingIds: [listing!.id] });
    const [updated] = await t.db.select().from(properties).where(eq(properties.id, listing!.id));
    expect(updated).toMatchObject({ title: 'Renamed by the import', price: 9_000_000, version: 2 });
  });

  it('fails, writing nothing of the batch, when a listing changed after the preview', async () => {
    const [listing] = await t.db.insert(properties).values(propertyInputSchema.parse(aFlat())).returning();
    const preview = await previewed(
      importCsv([anImportRow(1, { Title: 'Never written' }), anImportRow(2, { ID: listing!.id })]),
    );
    await t.db.update(properties).set({ version: 5 }).where(eq(properties.id, listing!.id));
    const before = await listingCount();
    expect((await confirm(preview.id)).statusCode).toBe(202);
    const failed = await finished(preview.id);
    expect(failed).toMatchObject({ status: 'failed', rowsDone: 0, listingIds: [] });
    expect(failed.failure).toContain('row 3');
    expect(await listingCount()).toBe(before);
  });

  it('refuses a file too large, with too many rows, empty, not CSV, or with a header that does not match', async () => {
    const before = await listingCount();
    const imports = async () => (await t.db.select({ n: count() }).from(listingImports))[0]!.n;
    const importsBefore = await imports();
    const tooBig = await upload(`Title\n${'a'.repeat(IMPORT_LIMITS.maxBytes)}\n`);
    expect(tooBig.statusCode).toBe(413);
    const tooMany = await upload(
      importCsv(Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, n) => anImportRow(n))),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorBody(tooMany).error.message).toContain('at most 5,000 listings');
    expect((await upload('')).statusCode).toBe(400);
    expect(errorBody(await upload(importCsv([])))).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), 'photo.png', 'image/png');
    expect(png.statusCode).toBe(400);
    const binary = await upload(Buffer.from([0x50, 0x4b, 3, 4, 0, 0]), 'listings.csv');
    expect(binary.statusCode).toBe(400);
    const latin1 = await upload(Buffer.from([0x54, 0x69, 0x74, 0x6c, 0x65, 0x0a, 0xe9, 0x0a]));
    expect(errorBody(latin1).error.message).toContain('UTF-8');
    const unclosed = await upload('Title,City\n"unclosed,Pune\n');
    expect(errorBody(unclosed).error.message).toContain('not valid CSV');
    const missing = await upload(importCsv([anImportRow(1)], ['Title', 'City', 'Colour']));
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).error.message).toMatch(/Missing columns: Main category.*Colour/);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      headers: admin,
      payload: { file: 'Title\nx' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await imports()).toBe(importsBefore);
    expect(await listingCount()).toBe(before);
  });

  it('answers 404 for an import that does not exist or a malformed ID, never a 500', async () => {
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('not-an-id')).statusCode).toBe(400);
    expect((await confirm('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps an agent to their own imports; an admin sees everyone’s', async () => {
    const [agent] = await t.db
      .insert(users)
      .values({ email: 'agent.one@example.com', name: 'Agent One', role: 'agent' })
      .returning();
    const [otherAgent] = await t.db
      .insert(users)
      .values({ email: 'agent.two@example.com', name: 'Agent Two', role: 'agent' })
      .returning();
    const asAgent = { id: agent!.id, role: 'agent' as const };
    const asOtherAgent = { id: otherAgent!.id, role: 'agent' as const };
    const mine = await previewImport(t.db, asAgent, {
      fileName: 'agent.csv',
      body: Buffer.from(importCsv([anImportRow(1)])),
    });
    await expect(findImport(t.db, asOtherAgent, mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(confirmImport(t.db, asOtherAgent, mine.id)).rejects.toMatchObject({ status: 404 });
    await expect(findImport(t.db, { id: adminId, role: 'admin' }, mine.id)).resolves.toMatchObject({
      id: mine.id,
    });
    // A listing not assigned to the agent cannot be updated by their import.
    const [listing] = await t.db.insert(properties).values(propertyInputSchema.parse(aFlat())).returning();
    const refused = await previewImport(t.db, asAgent, {
      fileName: 'agent.csv',
      body: Buffer.from(importCsv([anImportRow(1, { ID: listing!.id })])),
    });
    expect(refused.errors).toEqual([
      { row: 2, column: 'ID', message: 'No listing you may edit has this ID' },
    ]);
    // The agent's confirmed import assigns its drafts to them.
    await confirmImport(t.db, asAgent, mine.id);
    const done = await finished(mine.id);
    const [draft] = await t.db.select().from(properties).where(eq(properties.id, done.listingIds[0]!));
    expect(draft).toMatchObject({ assignedAgentId: agent!.id, createdBy: agent!.id, listingState: 'draft' });
  });

  it('lets one admin read and confirm another admin’s import (admins share the work)', async () => {
    const preview = await previewed(importCsv([anImportRow(1)]));
    expect((await read(preview.id, otherAdmin)).statusCode).toBe(200);
  });
});
