import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import {
  LISTING_STATES,
  canMoveListing,
  isPublicListingState,
  listingMoveRefusal,
  listingStatesFor,
  nextListingStates,
  type ListingState,
} from '#domain/listing-lifecycle';
import { adminListingPageSchema, listingAnswerSchema } from '#domain/listing-record';
import { bulkListingMoveAnswerSchema, upcomingVisitsAnswerSchema } from '#domain/listing-state-change';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import type { PropertyStatus } from '#domain/taxonomy';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { auditLog, bookings, mails, properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { sweepListingFreshness } from './lifecycle/freshness-sweep.js';
import { moveListing } from '#server/listings/listing-moves';
import { createListing } from '#server/listings/listing-writes';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon in India on 1 March 2026: a moment well inside its India day, so whole days are whole India days. */
const MARCH_FIRST = new Date('2026-03-01T06:30:00Z');
const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

/** The dates a listing in each state has, as the rule book's moves would have left them. */
function datesIn(state: ListingState) {
  const now = new Date();
  if (state === 'draft') return { listedAt: null, lastConfirmedAt: null, leftPublicAt: null };
  if (isPublicListingState(state)) return { listedAt: now, lastConfirmedAt: now, leftPublicAt: null };
  return { listedAt: now, lastConfirmedAt: now, leftPublicAt: now };
}

describe.each(TEST_DATABASE_KINDS)('a listing’s life in the admin API on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  let listings = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const signedInAdmin = await signIn(t.app, 'admin@example.com');
    const signedInVisitor = await signIn(t.app, 'visitor@example.com');
    admin = writeHeaders(signedInAdmin);
    visitor = writeHeaders(signedInVisitor);
  });
  afterAll(async () => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = admin,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });

  /** A listing at an address of its own, so the duplicate guard finds nothing unless a test makes a twin. */
  const aListing = async (overrides: Partial<PropertyInput> = {}) => {
    listings += 1;
    const response = await call('POST', '/properties', {
      property: aFlat({
        title: `Lifecycle flat ${listings}`,
        address: `${listings}, Lifecycle Lane`,
        ...overrides,
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, listingAnswerSchema).property;
  };

  /** A listing put straight into a state, with the dates that state has. */
  const aListingIn = async (
    state: ListingState,
    propertyStatus: PropertyStatus = state === 'rented' ? 'rent' : 'sale',
  ) => {
    const listing = await aListing(
      propertyStatus === 'rent' ? { propertyStatus: 'rent', rentalFrequency: 'monthly', price: 45_000 } : {},
    );
    await t.db
      .update(properties)
      .set({ listingState: state, ...datesIn(state), inPublicSearch: isPublicListingState(state) })
      .where(eq(properties.id, listing.id));
    return listing;
  };

  const row = async (id: string) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const auditOf = (id: string, action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  const alertJobs = async (listingId: string) => {
    const result = await t.db.execute(
      sql`select data from pgboss.job where name = 'saved-searches.alert' and data->>'listingId' = ${listingId}`,
    );
    return (result as { rows: Array<{ data: { reason: string } }> }).rows.map((r) => r.data.reason);
  };
  const move = (id: string, body: unknown, headers?: Record<string, string>) =>
    call('POST', `/properties/${id}/state`, body, headers);

  it('starts a new listing as a draft: never published, never confirmed, out of search, no alerts yet', async () => {
    const listing = await aListing();
    expect(listing).toMatchObject({
      listingState: 'draft',
      listedAt: null,
      lastConfirmedAt: null,
      version: 1,
    });
    expect(await row(listing.id)).toMatchObject({ inPublicSearch: false, confirmationDueMailedAt: null });
    expect(await alertJobs(listing.id)).toEqual([]);
  });

  it('publishes a draft: listed and confirmed now, in search, audited, and saved searches hear of it', async () => {
    const listing = await aListing();
    const response = await move(listing.id, { to: 'live', version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const published = responseBody(response, listingAnswerSchema).property;
    expect(published).toMatchObject({ listingState: 'live', version: 2, leftPublicAt: null });
    expect(published.listedAt).not.toBeNull();
    expect(published.lastConfirmedAt).toBe(published.listedAt);
    expect((await row(listing.id)).inPublicSearch).toBe(true);
    expect(await alertJobs(listing.id)).toEqual(['listed']);
    const [entry] = await auditOf(listing.id, 'property.state-changed');
    expect(entry).toMatchObject({
      actorEmail: 'admin@example.com',
      details: { from: 'draft', to: 'live', title: listing.title },
    });
  });

  const KINDS = ['sale', 'rent'] as const;
  const allowed = KINDS.flatMap((propertyStatus) =>
    listingStatesFor(propertyStatus).flatMap((from) =>
      nextListingStates(from, propertyStatus).map((to) => [from, to, propertyStatus] as const),
    ),
  );

  it.each(allowed)('moves a %s listing to %s (%s)', async (from, to, propertyStatus) => {
    const listing = await aListingIn(from, propertyStatus);
    const before = await row(listing.id);
    const response = await move(listing.id, { to, version: before.version });
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, listingAnswerSchema).property).toMatchObject({
      listingState: to,
      version: before.version + 1,
    });
    const after = await row(listing.id);
    expect(after.inPublicSearch).toBe(isPublicListingState(to));
    if (isPublicListingState(to)) expect(after.leftPublicAt).toBeNull();
    if (isPublicListingState(from) && !isPublicListingState(to)) expect(after.leftPublicAt).not.toBeNull();
    expect(await auditOf(listing.id, 'property.state-changed')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ from, to }) as object }),
    ]);
  });

  // Every other pair, the other kind's closing state included; the same state is not a move (see below).
  const refused = KINDS.flatMap((propertyStatus) =>
    listingStatesFor(propertyStatus).flatMap((from) =>
      LISTING_STATES.filter((to) => to !== from && !canMoveListing(from, to, propertyStatus)).map(
        (to) => [from, to, propertyStatus] as const,
      ),
    ),
  );

  it.each(refused)(
    'refuses to move a %s listing to %s (%s), saying which moves it can make',
    async (from, to, propertyStatus) => {
      const listing = await aListingIn(from, propertyStatus);
      const before = await row(listing.id);
      const response = await move(listing.id, { to, version: before.version });
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).error).toMatchObject({
        code: 'CONFLICT',
        message: listingMoveRefusal(from, to, propertyStatus),
      });
      expect(await row(listing.id)).toEqual(before);
      expect(await auditOf(listing.id, 'property.state-changed')).toEqual([]);
    },
  );

  it('refuses to mark a listing for sale rented, or one for rent sold', async () => {
    const sale = await aListingIn('live', 'sale');
    const rent = await aListingIn('live', 'rent');
    const rented = await move(sale.id, { to: 'rented', version: 1 });
    expect(rented.statusCode).toBe(409);
    expect(errorBody(rented).error.message).toBe(
      'A listing for sale cannot be marked rented: mark it sold when a buyer takes it.',
    );
    const sold = await move(rent.id, { to: 'sold', version: 1 });
    expect(sold.statusCode).toBe(409);
    expect(errorBody(sold).error.message).toContain('cannot be marked sold');
  });

  it('writes nothing when the listing already is in the state asked (a second click)', async () => {
    const listing = await aListingIn('live');
    const before = await row(listing.id);
    const response = await move(listing.id, { to: 'live', version: before.version });
    expect(response.statusCode).toBe(200);
    expect(await row(listing.id)).toEqual(before);
  });

  it('answers a move made on an older version with the listing as it now is', async () => {
    const listing = await aListing();
    expect((await move(listing.id, { to: 'live', version: 1 })).statusCode).toBe(200);
    const stale = await move(listing.id, { to: 'archived', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).error).toMatchObject({
      code: 'RECORD_CHANGED',
      current: { property: expect.objectContaining({ listingState: 'live', version: 2 }) as object },
    });
    expect((await row(listing.id)).listingState).toBe('live');
  });

  it('refuses to publish a likely duplicate until the admin confirms, and audits the confirmation', async () => {
    const first = await aListing({ address: '7, Duplicate Road', pincode: '560001', squareFeet: 1200 });
    expect((await move(first.id, { to: 'live', version: 1 })).statusCode).toBe(200);
    const twin = await aListing({
      title: 'The same flat again',
      address: '7 duplicate road',
      pincode: '560001',
      squareFeet: 1210,
    });
    const refusedMove = await move(twin.id, { to: 'live', version: 1 });
    expect(refusedMove.statusCode).toBe(409);
    const { error } = errorBody(refusedMove);
    expect(error).toMatchObject({
      code: 'LIKELY_DUPLICATE',
      current: [{ id: first.id, title: first.title }],
    });
    expect(error.message).toContain(first.title);
    expect((await row(twin.id)).listingState).toBe('draft');

    const confirmed = await move(twin.id, { to: 'live', version: 1, confirmDuplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [entry] = await auditOf(twin.id, 'property.state-changed');
    expect(entry!.details).toMatchObject({ from: 'draft', to: 'live', duplicatesConfirmed: [first.id] });
  });

  it('refuses to change a sold listing to rent in the form, and a rented one to sale', async () => {
    const sold = await aListingIn('sold', 'sale');
    const version = (await row(sold.id)).version;
    const toRent = await call('PUT', `/properties/${sold.id}`, {
      version,
      property: aFlat({
        title: sold.title,
        address: sold.address,
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        price: 45_000,
      }),
    });
    expect(toRent.statusCode).toBe(409);
    expect(errorBody(toRent).error.message).toContain('A sold listing cannot be changed to rent');
    expect((await row(sold.id)).propertyStatus).toBe('sale');

    const rented = await aListingIn('rented', 'rent');
    const toSale = await call('PUT', `/properties/${rented.id}`, {
      version: (await row(rented.id)).version,
      property: aFlat({ title: rented.title, address: rented.address }),
    });
    expect(toSale.statusCode).toBe(409);

    const live = await aListingIn('live', 'sale');
    const liveToRent = await call('PUT', `/properties/${live.id}`, {
      version: (await row(live.id)).version,
      property: aFlat({
        title: live.title,
        address: live.address,
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        price: 45_000,
      }),
    });
    expect(liveToRent.statusCode, liveToRent.body).toBe(200);
  });

  it.each<[string, unknown]>([
    ['no state', { version: 1 }],
    ['a state HouseHunt does not have', { to: 'deleted', version: 1 }],
    ['no version', { to: 'live' }],
    ['a version that is text', { to: 'live', version: '1' }],
    ['a confirmation that is not true or false', { to: 'live', version: 1, confirmDuplicate: 'yes' }],
    ['a huge state', { to: 'l'.repeat(100_000), version: 1 }],
    ['a state in another script', { to: 'लाइव', version: 1 }],
  ])('refuses a move with %s', async (_case, body) => {
    const listing = await aListing();
    const response = await move(listing.id, body);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 for a listing that does not exist, and 400 for an id that is not one', async () => {
    expect((await move(UNKNOWN_ID, { to: 'live', version: 1 })).statusCode).toBe(404);
    expect((await move('not-an-id', { to: 'live', version: 1 })).statusCode).toBe(400);
  });

  it('lets only admins move, confirm or bulk-move listings', async () => {
    const listing = await aListing();
    const anonymous = {};
    for (const headers of [visitor, anonymous]) {
      const expected = headers === visitor ? 403 : 401;
      expect((await move(listing.id, { to: 'live', version: 1 }, headers)).statusCode).toBe(expected);
      expect(
        (await call('POST', `/properties/${listing.id}/confirm`, { version: 1 }, headers)).statusCode,
      ).toBe(expected);
      expect(
        (await call('POST', '/properties/state', { ids: [listing.id], to: 'live' }, headers)).statusCode,
      ).toBe(expected);
      expect(
        (await call('GET', `/properties/${listing.id}/upcoming-visits`, undefined, headers)).statusCode,
      ).toBe(expected);
    }
    expect((await row(listing.id)).listingState).toBe('draft');
  });

  describe('bulk moves', () => {
    it('moves each listing by the same rules and says what happened to each', async () => {
      const draft = await aListing();
      const live = await aListingIn('live');
      const sold = await aListingIn('sold');
      const response = await call('POST', '/properties/state', {
        ids: [draft.id, live.id, sold.id, UNKNOWN_ID],
        to: 'under-offer',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(responseBody(response, bulkListingMoveAnswerSchema).results).toEqual([
        {
          id: draft.id,
          outcome: 'refused',
          listingState: 'draft',
          message: listingMoveRefusal('draft', 'under-offer', 'sale'),
        },
        { id: live.id, outcome: 'moved', listingState: 'under-offer', message: null },
        {
          id: sold.id,
          outcome: 'refused',
          listingState: 'sold',
          message: listingMoveRefusal('sold', 'under-offer', 'sale'),
        },
        { id: UNKNOWN_ID, outcome: 'refused', listingState: null, message: 'Property not found' },
      ]);
      expect((await row(draft.id)).version).toBe(1);
    });

    it('says which listings were already in the state, and publishes no likely duplicate', async () => {
      const live = await aListingIn('live');
      const original = await aListing({ address: '9, Twin Street', pincode: '560002' });
      const twin = await aListing({ address: '9 Twin Street', pincode: '560002' });
      await call('POST', '/properties/state', { ids: [original.id], to: 'live' });
      const response = await call('POST', '/properties/state', { ids: [live.id, twin.id], to: 'live' });
      const [same, duplicate] = responseBody(response, bulkListingMoveAnswerSchema).results;
      expect(same).toMatchObject({ outcome: 'unchanged', listingState: 'live' });
      expect(duplicate).toMatchObject({ outcome: 'refused', listingState: 'draft' });
      expect(duplicate!.message).toContain(original.title);
    });

    it.each<[string, unknown]>([
      ['no listings', { ids: [], to: 'live' }],
      ['101 listings', { ids: Array.from({ length: 101 }, () => crypto.randomUUID()), to: 'live' }],
      ['a listing twice', { ids: [UNKNOWN_ID, UNKNOWN_ID], to: 'live' }],
      ['an id that is not one', { ids: ['1; drop table properties'], to: 'live' }],
      ['ids that are not a list', { ids: UNKNOWN_ID, to: 'live' }],
      ['no state', { ids: [UNKNOWN_ID] }],
      ['a state that is a number', { ids: [UNKNOWN_ID], to: 3 }],
      ['a huge id', { ids: ['a'.repeat(100_000)], to: 'live' }],
    ])('refuses %s', async (_case, body) => {
      const response = await call('POST', '/properties/state', body);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
    });

    it('takes 100 listings at once', async () => {
      const ids = Array.from({ length: 100 }, () => crypto.randomUUID());
      const response = await call('POST', '/properties/state', { ids, to: 'archived' });
      expect(response.statusCode).toBe(200);
      expect(responseBody(response, bulkListingMoveAnswerSchema).results).toHaveLength(100);
    });
  });

  describe('"Still available"', () => {
    it('confirms availability now, brings a stale public listing back to search, and is audited', async () => {
      const listing = await aListingIn('live');
      const old = new Date(Date.now() - 70 * DAY_MS);
      await t.db
        .update(properties)
        .set({ lastConfirmedAt: old, inPublicSearch: false, confirmationDueMailedAt: old })
        .where(eq(properties.id, listing.id));
      const { version } = await row(listing.id);
      const response = await call('POST', `/properties/${listing.id}/confirm`, { version });
      expect(response.statusCode, response.body).toBe(200);
      const confirmed = responseBody(response, listingAnswerSchema).property;
      // A click, not an edit: a form open on the listing does not go stale.
      expect(confirmed.version).toBe(version);
      expect(Date.parse(confirmed.lastConfirmedAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(await row(listing.id)).toMatchObject({ inPublicSearch: true, confirmationDueMailedAt: null });
      expect(await auditOf(listing.id, 'property.confirmed')).toHaveLength(1);
    });

    it('confirms an archived listing without putting it in search', async () => {
      const listing = await aListingIn('archived');
      const response = await call('POST', `/properties/${listing.id}/confirm`, { version: 1 });
      expect(response.statusCode).toBe(200);
      expect((await row(listing.id)).inPublicSearch).toBe(false);
    });

    it('refuses a confirmation on an older version, and bad input', async () => {
      const listing = await aListing();
      await move(listing.id, { to: 'live', version: 1 });
      const stale = await call('POST', `/properties/${listing.id}/confirm`, { version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(errorBody(stale).error.code).toBe('RECORD_CHANGED');
      for (const body of [{}, { version: 'two' }, { version: -1 }, { version: 1e12 }]) {
        expect((await call('POST', `/properties/${listing.id}/confirm`, body)).statusCode).toBe(400);
      }
      expect((await call('POST', `/properties/${UNKNOWN_ID}/confirm`, { version: 1 })).statusCode).toBe(404);
    });
  });

  describe('relisting', () => {
    const publishAt = async (id: string, now: Date) => {
      const result = await moveListing(t.db, id, { to: 'live', confirmDuplicate: true }, SYSTEM_ACTOR, now);
      if (result.changed) throw new Error('no clash expected');
      return result.record.listing;
    };
    const archiveAt = (id: string, now: Date) => moveListing(t.db, id, { to: 'archived' }, SYSTEM_ACTOR, now);
    const aDraft = async () =>
      (await createListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;

    it('keeps the first listed date and sends no alerts when published again within 14 weeks', async () => {
      const id = await aDraft();
      const first = await publishAt(id, MARCH_FIRST);
      const left = daysAfter(MARCH_FIRST, 10);
      await archiveAt(id, left);
      const again = await publishAt(id, daysAfter(left, 97));
      expect(again.listedAt).toEqual(first.listedAt);
      expect(again.lastConfirmedAt).toEqual(daysAfter(left, 97));
      expect(await alertJobs(id)).toEqual(['listed']);
    });

    it('lists it afresh, with alerts, when published again 14 weeks or more after it left', async () => {
      const id = await aDraft();
      await publishAt(id, MARCH_FIRST);
      const left = daysAfter(MARCH_FIRST, 10);
      await archiveAt(id, left);
      const relisted = daysAfter(left, 98);
      const again = await publishAt(id, relisted);
      expect(again.listedAt).toEqual(relisted);
      expect(await alertJobs(id)).toEqual(['listed', 'listed']);
    });

    it('sends no alerts for a listing back from under offer', async () => {
      const id = await aDraft();
      await publishAt(id, MARCH_FIRST);
      await moveListing(t.db, id, { to: 'under-offer' }, SYSTEM_ACTOR, daysAfter(MARCH_FIRST, 3));
      await publishAt(id, daysAfter(MARCH_FIRST, 5));
      expect(await alertJobs(id)).toEqual(['listed']);
    });
  });

  describe('the freshness sweep', () => {
    const confirmedOn = async (state: ListingState, lastConfirmedAt: Date) => {
      const listing = await aListingIn(state);
      await t.db
        .update(properties)
        .set({ lastConfirmedAt, listedAt: lastConfirmedAt })
        .where(eq(properties.id, listing.id));
      return listing;
    };
    const sweep = (now: Date) => sweepListingFreshness(t.db, { publicUrl: 'http://localhost' }, now);
    const confirmationMails = () =>
      t.db.select().from(mails).where(eq(mails.template, 'team-confirmation-due'));

    it('mails the team once when a listing passes 45 days unconfirmed, and takes it out of search at 60', async () => {
      // Every earlier test's listings were confirmed today: the sweep of a day long past leaves them alone.
      const start = daysAfter(MARCH_FIRST, -400);
      const listing = await confirmedOn('live', start);
      const underOffer = await confirmedOn('under-offer', start);
      const archived = await confirmedOn('archived', start);

      expect(await sweep(daysAfter(start, 44))).toEqual({ leftSearch: 0, newlyDue: 0, mailsQueued: 0 });
      expect(await confirmationMails()).toEqual([]);

      const due = await sweep(daysAfter(start, 45));
      expect(due).toEqual({ leftSearch: 0, newlyDue: 2, mailsQueued: 1 });
      const [mail] = await confirmationMails();
      expect(mail!.to).toBe('admin@example.com');
      for (const part of [mail!.text, mail!.html]) {
        expect(part).toContain(listing.title);
        expect(part).toContain(underOffer.title);
        expect(part).not.toContain(archived.title);
        expect(part).toContain(`http://localhost/admin/edit-property/${listing.id}`);
      }
      expect((await row(listing.id)).confirmationDueMailedAt).toEqual(daysAfter(start, 45));
      // Its quality score counted it confirmed: the quality job scores it again.
      expect((await row(listing.id)).qualityScore).toBeNull();

      // Run again, by this process or another: no second mail.
      expect(await sweep(daysAfter(start, 46))).toEqual({ leftSearch: 0, newlyDue: 0, mailsQueued: 0 });
      expect(await sweep(daysAfter(start, 59))).toMatchObject({ leftSearch: 0 });
      expect((await row(listing.id)).inPublicSearch).toBe(true);
      expect(await confirmationMails()).toHaveLength(1);

      expect(await sweep(daysAfter(start, 60))).toMatchObject({ leftSearch: 2, newlyDue: 0 });
      expect((await row(listing.id)).inPublicSearch).toBe(false);
      expect((await row(underOffer.id)).inPublicSearch).toBe(false);
      expect(await sweep(daysAfter(start, 61))).toMatchObject({ leftSearch: 0 });
    });

    it('lists the listings due a confirmation in the admin table', async () => {
      const stale = await confirmedOn('live', new Date(Date.now() - 50 * DAY_MS));
      const fresh = await aListingIn('live');
      const response = await call('GET', '/properties?state=confirmation-due&pageSize=100');
      expect(response.statusCode).toBe(200);
      const ids = responseBody(response, adminListingPageSchema).items.map((item) => item.id);
      expect(ids).toContain(stale.id);
      expect(ids).not.toContain(fresh.id);
      const drafts = responseBody(
        await call('GET', '/properties?state=draft&pageSize=100'),
        adminListingPageSchema,
      );
      expect(drafts.items.every((item) => item.listingState === 'draft')).toBe(true);
      expect((await call('GET', '/properties?state=gone')).statusCode).toBe(400);
    });
  });

  describe('visits booked to a listing taken down', () => {
    const aVisit = async (propertyId: string, days: number, status: 'pending' | 'confirmed' | 'cancelled') =>
      (
        await t.db
          .insert(bookings)
          .values({
            propertyId,
            propertyTitle: 'A flat',
            name: 'Priya Sharma',
            phone: '+919845012345',
            email: 'priya@example.in',
            preferredDate: addDays(indiaToday(new Date()), days),
            timeSlot: '11:00-13:00',
            status,
          })
          .returning()
      )[0]!.id;
    const cancelJobs = async () => {
      const result = await t.db.execute(
        sql`select data from pgboss.job where name = 'bookings.cancel-for-listing' order by created_on`,
      );
      return (result as { rows: Array<{ data: { bookingIds: string[] } }> }).rows.map(
        (r) => r.data.bookingIds,
      );
    };

    it('counts the visits from today on, and cancels them on archive when asked', async () => {
      const listing = await aListingIn('live');
      const today = await aVisit(listing.id, 0, 'pending');
      const later = await aVisit(listing.id, 5, 'confirmed');
      await aVisit(listing.id, -1, 'pending');
      await aVisit(listing.id, 3, 'cancelled');
      const count = await call('GET', `/properties/${listing.id}/upcoming-visits`);
      expect(responseBody(count, upcomingVisitsAnswerSchema)).toEqual({ upcomingVisits: 2 });
      expect((await call('GET', `/properties/${UNKNOWN_ID}/upcoming-visits`)).statusCode).toBe(404);

      const before = (await cancelJobs()).length;
      const archived = await move(listing.id, { to: 'archived', version: 1, cancelVisits: true });
      expect(archived.statusCode, archived.body).toBe(200);
      expect((await cancelJobs()).slice(before)).toEqual([[today, later]]);
    });

    it('keeps the visits when not asked to cancel them, and cancels them on delete when asked', async () => {
      const kept = await aListingIn('live');
      await aVisit(kept.id, 2, 'pending');
      const before = (await cancelJobs()).length;
      expect((await move(kept.id, { to: 'archived', version: 1 })).statusCode).toBe(200);
      expect(await cancelJobs()).toHaveLength(before);

      const deleted = await aListingIn('live');
      const visit = await aVisit(deleted.id, 2, 'confirmed');
      expect((await call('DELETE', `/properties/${deleted.id}?cancelVisits=true`)).statusCode).toBe(204);
      expect((await cancelJobs()).slice(before)).toEqual([[visit]]);
      expect((await call('DELETE', `/properties/${kept.id}?cancelVisits=maybe`)).statusCode).toBe(400);
    });
  });
});
