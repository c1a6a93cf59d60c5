import { and, eq, like } from 'drizzle-orm';
import { publishThroughAdminApi } from '#server/testing/live-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import { listingAnswerSchema } from '#domain/listing-record';
import { VERIFICATION_MESSAGES } from '#domain/listing-verification';
import { adminVerificationRecordSchema, publicVerificationRecordSchema } from '#domain/verification-record';
import { auditLog, listingVerificationChecks, properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

describe.each(TEST_DATABASE_KINDS)('a listing’s verification record on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const today = () => indiaToday(new Date());
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });
  const createListing = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/properties',
      headers,
      payload: { property: aFlat() },
    });
    expect(response.statusCode, response.body).toBe(201);
    return publishThroughAdminApi(t.app, headers, responseBody(response, listingAnswerSchema).property);
  };
  const record = (id: string, check: string, payload: unknown) =>
    call('PUT', `/properties/${id}/verification/${check}`, payload);
  const publicRecord = async (id: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}/verification` });
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, publicVerificationRecordSchema);
  };

  it('records, re-dates and removes a check, each audited with who and when', async () => {
    const listing = await createListing();
    const empty = responseBody(
      await call('GET', `/properties/${listing.id}/verification`),
      adminVerificationRecordSchema,
    );
    expect(empty.checks).toHaveLength(6);
    expect(empty.checks.every((row) => row.done === null)).toBe(true);
    expect(empty.badge).toEqual({ verified: false, until: null });

    const day = addDays(today(), -3);
    const recorded = await record(listing.id, 'title-documents', {
      checkedOn: day,
      note: ' Sale deed seen ',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const afterRecord = responseBody(recorded, adminVerificationRecordSchema);
    expect(afterRecord.checks.find((row) => row.check === 'title-documents')!.done).toMatchObject({
      checkedOn: day,
      note: 'Sale deed seen',
      checkedBy: 'admin@example.com',
    });

    const redated = await record(listing.id, 'title-documents', { checkedOn: today() });
    expect(responseBody(redated, adminVerificationRecordSchema).checks[2]!.done).toMatchObject({
      checkedOn: today(),
      note: null,
    });
    // The same again changes nothing and is not audited.
    expect((await record(listing.id, 'title-documents', { checkedOn: today(), note: '' })).statusCode).toBe(
      200,
    );

    const removed = await call('DELETE', `/properties/${listing.id}/verification/title-documents`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(responseBody(removed, adminVerificationRecordSchema).checks[2]!.done).toBeNull();
    // Removing what is not there changes nothing.
    expect((await call('DELETE', `/properties/${listing.id}/verification/title-documents`)).statusCode).toBe(
      200,
    );

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, listing.id), like(auditLog.action, 'property.verification-%')))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['property.verification-recorded', 'admin@example.com'],
      ['property.verification-recorded', 'admin@example.com'],
      ['property.verification-removed', 'admin@example.com'],
    ]);
    expect(entries[1]!.details).toMatchObject({
      check: 'title-documents',
      from: { checkedOn: day, note: 'Sale deed seen' },
      to: { checkedOn: today(), note: null },
    });
  });

  it('leaves the listing’s version alone, so an open edit form does not go stale', async () => {
    const listing = await createListing();
    await record(listing.id, 'site-visited', { checkedOn: today() });
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row!.version).toBe(listing.version);
  });

  it('shows the Verified badge only while the site visit and document checks are under 90 days old', async () => {
    const listing = await createListing();
    const day89 = addDays(today(), -89);
    for (const check of ['site-visited', 'title-documents', 'owner-identity']) {
      expect((await record(listing.id, check, { checkedOn: day89 })).statusCode).toBe(200);
    }
    const verified = await publicRecord(listing.id);
    expect(verified.badge).toEqual({ verified: true, until: today() });
    expect(verified.checks.find((row) => row.check === 'site-visited')!.checkedOn).toBe(day89);
    expect(verified.checks.find((row) => row.check === 'occupancy-certificate')!.checkedOn).toBeNull();

    await record(listing.id, 'site-visited', { checkedOn: addDays(today(), -90) });
    expect((await publicRecord(listing.id)).badge).toEqual({ verified: false, until: null });
    await call('DELETE', `/properties/${listing.id}/verification/site-visited`);
    expect((await publicRecord(listing.id)).badge.verified).toBe(false);
  });

  it('keeps each listing’s record to itself', async () => {
    const first = await createListing();
    const second = await createListing();
    await record(first.id, 'owner-identity', { checkedOn: today() });
    const other = responseBody(
      await call('GET', `/properties/${second.id}/verification`),
      adminVerificationRecordSchema,
    );
    expect(other.checks.every((row) => row.done === null)).toBe(true);
    expect((await publicRecord(second.id)).checks.every((row) => row.checkedOn === null)).toBe(true);
  });

  it('shows the public no staff names or notes', async () => {
    const listing = await createListing();
    await record(listing.id, 'title-documents', { checkedOn: today(), note: 'Copy kept in the Pune file' });
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/verification` });
    expect(response.body).not.toContain('Pune file');
    expect(response.body).not.toContain('admin@example.com');
  });

  it('answers 404 for a listing that is not there, or a draft never published', async () => {
    const missing = '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71';
    expect((await call('GET', `/properties/${missing}/verification`)).statusCode).toBe(404);
    expect((await record(missing, 'site-visited', { checkedOn: today() })).statusCode).toBe(404);
    expect((await call('DELETE', `/properties/${missing}/verification/site-visited`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/properties/${missing}/verification` })).statusCode,
    ).toBe(404);
    const draft = await createListing();
    await t.db
      .update(properties)
      .set({ listingState: 'draft', listedAt: null, lastConfirmedAt: null, inPublicSearch: false })
      .where(eq(properties.id, draft.id));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/properties/${draft.id}/verification` })).statusCode,
    ).toBe(404);
  });

  it.each([
    [
      'a day in the future',
      { checkedOn: addDays(indiaToday(new Date()), 1) },
      VERIFICATION_MESSAGES.dateInFuture,
    ],
    ['a day that does not exist', { checkedOn: '2026-02-30' }, VERIFICATION_MESSAGES.dateInvalid],
    ['a number for a day', { checkedOn: 20260301 }, VERIFICATION_MESSAGES.dateInvalid],
    ['no day', {}, VERIFICATION_MESSAGES.dateInvalid],
    ['a huge day', { checkedOn: '2'.repeat(100_000) }, VERIFICATION_MESSAGES.dateInvalid],
    [
      'a note over 500 characters',
      { checkedOn: '2026-01-01', note: 'न'.repeat(501) },
      VERIFICATION_MESSAGES.noteTooLong,
    ],
    [
      'a huge note',
      { checkedOn: '2026-01-01', note: 'x'.repeat(200_000) },
      VERIFICATION_MESSAGES.noteTooLong,
    ],
    ['an object for a note', { checkedOn: '2026-01-01', note: { a: 1 } }, VERIFICATION_MESSAGES.noteTooLong],
  ])('refuses %s with a message on its field, storing nothing', async (_case, payload, message) => {
    const listing = await createListing();
    const response = await record(listing.id, 'site-visited', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.values(errorBody(response).error.fields ?? {})).toContain(message);
    expect(
      await t.db
        .select()
        .from(listingVerificationChecks)
        .where(eq(listingVerificationChecks.propertyId, listing.id)),
    ).toEqual([]);
  });

  it.each([
    ['an unknown check', '/verification/roof-inspected'],
    ['a check name with unicode', '/verification/site-visitéd'],
    ['a listing id that is not one', 'x'],
  ])('refuses %s as bad input, never a 500', async (_case, path) => {
    const listing = await createListing();
    const url =
      path === 'x' ? '/properties/not-a-uuid/verification/site-visited' : `/properties/${listing.id}${path}`;
    const response = await call('PUT', encodeURI(url), { checkedOn: '2026-01-01' });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('keeps a note in any script, emoji included, and drops the NUL character', async () => {
    const listing = await createListing();
    const note = 'मालिक का आधार देखा 👍\u0000';
    const response = await record(listing.id, 'owner-identity', { checkedOn: today(), note });
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, adminVerificationRecordSchema).checks[5]!.done!.note).toBe(
      'मालिक का आधार देखा 👍',
    );
  });
});
