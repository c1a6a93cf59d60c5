import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import {
  accountDeletionAnswerSchema,
  accountExportSchema,
  MY_ACCOUNT_MESSAGES,
  myEnquiryListSchema,
  myVisitAnswerSchema,
  myVisitListSchema,
} from '#domain/my-account';
import { propertyInputSchema } from '#domain/property-schema';
import { savedSearchListSchema } from '#domain/saved-search';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import {
  auditLog,
  bookings,
  enquiries,
  mails,
  savedSearches,
  sessions,
  shortlistItems,
  users,
} from '#server/db/schema';
import { createLiveListing } from '#server/testing/live-listing';
import { setUserRole } from '#server/features/users/service';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { injectAs, signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

describe.each(TEST_DATABASE_KINDS)('My HouseHunt on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  let people = 0;
  const aPerson = async () => {
    people += 1;
    return signedInVisitor(t.app, `hunter${people}@example.com`);
  };
  const call = (
    browser: SignedInVisitor | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => injectAs(t.app, browser, method, url, payload);
  const aVisit = async (userId: string | null, status: 'pending' | 'confirmed' = 'pending') =>
    (
      await t.db
        .insert(bookings)
        .values({
          propertyId: listingId,
          propertyTitle: 'Old title',
          userId,
          name: 'Priya Sharma',
          phone: '+919845012345',
          email: 'priya@example.in',
          preferredDate: addDays(indiaToday(new Date()), 5),
          timeSlot: '11:00-13:00',
          status,
        })
        .returning()
    )[0]!;
  const anEnquiry = async (userId: string | null) =>
    (
      await t.db
        .insert(enquiries)
        .values({
          kind: 'property',
          propertyId: listingId,
          userId,
          name: 'Priya',
          message: 'Is it available?',
        })
        .returning()
    )[0]!;
  /** A person with a bit of everything: a visit, an enquiry, a shortlisted listing and a saved search. */
  const aPersonWithHistory = async () => {
    const person = await aPerson();
    const visit = await aVisit(person.userId);
    const enquiry = await anEnquiry(person.userId);
    await call(person, 'PUT', `/api/me/shortlist/${listingId}`);
    const saved = await call(person, 'POST', '/api/me/saved-searches', {
      name: 'Flats in Bengaluru',
      frequency: 'weekly',
      search: { city: 'Bengaluru' },
    });
    expect(saved.statusCode).toBe(201);
    return { person, visit, enquiry };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    listingId = (
      await createLiveListing(
        t.db,
        propertyInputSchema.parse(aFlat({ title: 'Garden flat' })),
        [],
        SYSTEM_ACTOR,
      )
    ).id;
  });
  afterAll(async () => t?.close());

  it('lists only my own visits and enquiries, with the listing’s title now', async () => {
    const { person, visit, enquiry } = await aPersonWithHistory();
    await aVisit(null);
    await aVisit((await aPerson()).userId);
    const visits = await call(person, 'GET', '/api/me/visits');
    expect(visits.statusCode).toBe(200);
    expect(visits.headers['cache-control']).toBe('no-store');
    expect(responseBody(visits, myVisitListSchema).items).toEqual([
      expect.objectContaining({
        id: visit.id,
        reference: visit.reference,
        status: 'pending',
        listing: { id: listingId, title: 'Garden flat' },
      }),
    ]);
    const mine = await call(person, 'GET', '/api/me/enquiries');
    expect(responseBody(mine, myEnquiryListSchema).items).toEqual([
      expect.objectContaining({
        id: enquiry.id,
        kind: 'property',
        status: 'new',
        listing: { id: listingId, title: 'Garden flat' },
      }),
    ]);
  });

  it('cancels my pending visit, audited, but not a confirmed one nor anyone else’s', async () => {
    const person = await aPerson();
    const pending = await aVisit(person.userId);
    const cancelled = await call(person, 'POST', `/api/me/visits/${pending.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(responseBody(cancelled, myVisitAnswerSchema).visit).toMatchObject({
      id: pending.id,
      status: 'cancelled',
    });
    // Again: already done.
    expect((await call(person, 'POST', `/api/me/visits/${pending.id}/cancel`)).statusCode).toBe(200);
    // The visitor hears of it as when the team cancels.
    expect(
      (await t.db.select().from(mails).where(eq(mails.to, 'priya@example.in'))).filter((mail) =>
        mail.subject.startsWith('Visit cancelled'),
      ),
    ).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, pending.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'booking.status-changed', actorId: person.userId }),
    ]);

    const confirmed = await aVisit(person.userId, 'confirmed');
    const refused = await call(person, 'POST', `/api/me/visits/${confirmed.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).error).toEqual({
      code: 'VISIT_NOT_CANCELLABLE',
      message: MY_ACCOUNT_MESSAGES.visitNotCancellable,
    });

    const someoneElses = await aVisit((await aPerson()).userId);
    const anonymous = await aVisit(null);
    for (const visit of [someoneElses, anonymous]) {
      const response = await call(person, 'POST', `/api/me/visits/${visit.id}/cancel`);
      expect(response.statusCode).toBe(404);
      expect(errorBody(response).error.message).toBe(MY_ACCOUNT_MESSAGES.visitNotFound);
    }
    const statuses = await t.db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { id: confirmed.id, status: 'confirmed' },
        { id: someoneElses.id, status: 'pending' },
        { id: anonymous.id, status: 'pending' },
      ]),
    );
  });

  it('downloads my data, and nobody else’s, as a JSON attachment', async () => {
    const { person, visit, enquiry } = await aPersonWithHistory();
    const other = await aPersonWithHistory();
    const response = await call(person, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="househunt-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = responseBody(response, accountExportSchema);
    expect(data.profile).toMatchObject({ id: person.userId, email: person.email });
    expect(data.sessions).toEqual({ active: 1 });
    expect(data.shortlist).toEqual([expect.objectContaining({ listingId, title: 'Garden flat' })]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Flats in Bengaluru', frequency: 'weekly' }),
    ]);
    expect(data.visits).toEqual([expect.objectContaining({ id: visit.id, phone: '+919845012345' })]);
    expect(data.enquiries).toEqual([
      expect.objectContaining({ id: enquiry.id, message: 'Is it available?' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(other.person.userId);
    expect(JSON.stringify(data)).not.toContain(other.visit.id);
  });

  it('deletes my account on my typed email: profile, sessions, lists go; visits and enquiries stay unlinked', async () => {
    const { person, visit, enquiry } = await aPersonWithHistory();
    const bystander = await aPersonWithHistory();

    const unconfirmed = await call(person, 'DELETE', '/api/me', { confirmation: 'someone@else.com' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(errorBody(unconfirmed).error.fields).toEqual({
      confirmation: MY_ACCOUNT_MESSAGES.confirmationMismatch,
    });
    expect(await t.db.select().from(users).where(eq(users.id, person.userId))).toHaveLength(1);

    const deleted = await call(person, 'DELETE', '/api/me', {
      confirmation: ` ${person.email.toUpperCase()} `,
    });
    expect(deleted.statusCode).toBe(200);
    expect(responseBody(deleted, accountDeletionAnswerSchema)).toEqual({
      deleted: { savedSearches: 1, shortlist: 1 },
      kept: { visits: 1, enquiries: 1 },
    });
    expect(deleted.cookies).toEqual([expect.objectContaining({ name: 'hh_session', value: '' })]);
    expect(await t.db.select().from(users).where(eq(users.id, person.userId))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual([]);
    expect(await t.db.select().from(shortlistItems).where(eq(shortlistItems.userId, person.userId))).toEqual(
      [],
    );
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, person.userId))).toEqual(
      [],
    );
    const [keptVisit] = await t.db.select().from(bookings).where(eq(bookings.id, visit.id));
    expect(keptVisit).toMatchObject({ userId: null, name: 'Priya Sharma', status: 'pending' });
    const [keptEnquiry] = await t.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(keptEnquiry).toMatchObject({ userId: null, message: 'Is it available?' });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.deleted'))).toEqual([
      expect.objectContaining({
        entityId: person.userId,
        actorEmail: person.email,
        details: {
          role: 'user',
          visitsKept: 1,
          enquiriesKept: 1,
          savedSearchesDeleted: 1,
          listingsArchived: 0,
        },
      }),
    ]);
    // The old cookie is signed out.
    expect((await call(person, 'GET', '/api/me/visits')).statusCode).toBe(401);
    // Nobody else lost anything.
    expect(
      responseBody(await call(bystander.person, 'GET', '/api/me/visits'), myVisitListSchema).items,
    ).toHaveLength(1);
    expect(
      responseBody(await call(bystander.person, 'GET', '/api/me/saved-searches'), savedSearchListSchema)
        .items,
    ).toHaveLength(1);
  });

  it('lets an admin delete their account, but never the last admin', async () => {
    const admin = await aPerson();
    await setUserRole(t.db, { id: admin.userId }, 'admin', SYSTEM_ACTOR);
    const last = await signedInVisitor(t.app, 'admin@example.com');
    // Two admins: one may go.
    expect((await call(admin, 'DELETE', '/api/me', { confirmation: admin.email })).statusCode).toBe(200);
    const refused = await call(last, 'DELETE', '/api/me', { confirmation: last.email });
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).error.message).toBe(MY_ACCOUNT_MESSAGES.lastAdmin);
    expect(await t.db.select().from(users).where(eq(users.id, last.userId))).toHaveLength(1);
  });

  it('answers 401 signed out and refuses writes without the security token', async () => {
    const person = await aPerson();
    const visit = await aVisit(person.userId);
    for (const [method, url] of [
      ['GET', '/api/me/visits'],
      ['GET', '/api/me/enquiries'],
      ['GET', '/api/me/export'],
      ['POST', `/api/me/visits/${visit.id}/cancel`],
      ['DELETE', '/api/me'],
    ] as const) {
      expect(
        (await call(null, method, url, method === 'DELETE' ? { confirmation: 'x' } : undefined)).statusCode,
        url,
      ).toBe(401);
    }
    for (const [method, url, payload] of [
      ['POST', `/api/me/visits/${visit.id}/cancel`, undefined],
      ['DELETE', '/api/me', { confirmation: person.email }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: person.cookie },
        ...(payload && { payload }),
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await t.db.select().from(users).where(eq(users.id, person.userId))).toHaveLength(1);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, visit.id)))[0]?.status).toBe('pending');
  });
});
