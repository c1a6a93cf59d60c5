import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSearchResultsSchema } from '#domain/admin-search-results';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { bookings, enquiries, properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createLiveListing } from '#server/testing/live-listing';

type Results = {
  listings: Array<{ id: string; title: string; city: string; locality: string | null; link: string }>;
  bookings: Array<{
    id: string;
    reference: string;
    name: string;
    phone: string;
    listingTitle: string;
    link: string;
  }>;
  clients: Array<{
    key: string;
    name: string;
    phone: string | null;
    email: string | null;
    bookings: number;
    enquiries: number;
    lastActivityAt: string;
    link: string;
  }>;
};

describe.each(TEST_DATABASE_KINDS)('the admin header search on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  let visitor: SignedInVisitor;
  // Each record made is a minute newer than the one before, so "newest first" is known.
  let clock = Date.parse('2026-01-10T06:00:00Z');
  const later = () => new Date((clock += 60_000));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = { cookie: (await signIn(t.app, 'admin@example.com')).jar.header() };
    visitor = await signedInVisitor(t.app, 'visitor@example.com');
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(bookings);
    await t.db.delete(enquiries);
    await t.db.delete(properties);
  });

  const search = (q: string, cookie: string | null = admin.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/search?${new URLSearchParams({ q }).toString()}`,
      headers: cookie ? { cookie } : {},
    });
  const results = async (q: string): Promise<Results> => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, adminSearchResultsSchema);
  };

  const aListing = async (overrides: Partial<PropertyInput> = {}) => {
    const listing = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat(overrides)),
      [],
      SYSTEM_ACTOR,
    );
    await t.db.update(properties).set({ createdAt: later() }).where(eq(properties.id, listing.id));
    return listing;
  };
  const aBooking = async (overrides: Partial<typeof bookings.$inferInsert> = {}) => {
    const [booking] = await t.db
      .insert(bookings)
      .values({
        propertyTitle: '3 BHK Apartment in Indiranagar',
        name: 'Priya Sharma',
        phone: '+919845012345',
        email: 'priya@example.in',
        preferredDate: '2026-02-01',
        timeSlot: '11:00-13:00',
        createdAt: later(),
        ...overrides,
      })
      .returning();
    return booking!;
  };
  const anEnquiry = async (overrides: Partial<typeof enquiries.$inferInsert> = {}) => {
    const [enquiry] = await t.db
      .insert(enquiries)
      .values({
        kind: 'contact',
        name: 'Meera Iyer',
        email: 'meera@example.in',
        createdAt: later(),
        ...overrides,
      })
      .returning();
    return enquiry!;
  };

  describe('refuses', () => {
    it.each([
      ['no search text', ''],
      ['one character', 'a'],
      ['one character between spaces', '   a   '],
      ['more than 100 characters', 'a'.repeat(101)],
    ])('%s with a clear 400', async (_, q) => {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { q: 'Type 2 to 100 characters to search' },
      });
    });

    it('a request without q', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/search',
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).error.fields!.q).toBe('Type 2 to 100 characters to search');
    });

    it('anyone but an admin', async () => {
      await aBooking();
      expect((await search('priya', null)).statusCode).toBe(401);
      const asVisitor = await search('priya', visitor.cookie);
      expect(asVisitor.statusCode).toBe(403);
      expect(asVisitor.body).not.toContain('Priya');
    });
  });

  it('accepts 100 characters, counted after trimming', async () => {
    expect((await search(`  ${'a'.repeat(100)}  `)).statusCode).toBe(200);
  });

  describe('listings', () => {
    it('match on title, city and locality, whatever their status, linking to the edit page', async () => {
      const byTitle = await aListing({
        title: 'Samudra Villa near the Lake',
        city: 'Pune',
        location: 'Baner',
      });
      const byCity = await aListing({ title: 'Corner Shop', city: 'Sambalpur', location: 'Market' });
      const byLocality = await aListing({
        title: 'Small Flat',
        city: 'Chennai',
        location: 'Samathuvapuram',
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        price: 25_000,
      });
      await aListing({ title: 'Nothing alike', city: 'Mysuru', location: 'Gokulam' });

      const { listings } = await results('sam');
      expect(listings.map((listing) => listing.id).sort()).toEqual(
        [byTitle.id, byCity.id, byLocality.id].sort(),
      );
      expect(listings.find((listing) => listing.id === byLocality.id)).toMatchObject({
        title: 'Small Flat',
        city: 'Chennai',
        locality: 'Samathuvapuram',
        price: 25_000,
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        link: `/admin/edit-property/${byLocality.id}`,
      });
    });

    it('find one listing by its id or its 8-character short id', async () => {
      const listing = await aListing({ title: 'Plot in Whitefield' });
      await aListing({ title: 'Another plot' });
      expect((await results(listing.id)).listings.map((found) => found.id)).toEqual([listing.id]);
      const shortId = `#${listing.id.slice(0, 8).toUpperCase()}`;
      expect((await results(shortId)).listings.map((found) => found.id)).toEqual([listing.id]);
    });

    it('put text that starts with the words before text that contains them, then the newest', async () => {
      const contains = await aListing({ title: 'Flat at Green Park', city: 'Delhi', location: 'South' });
      const wordStarts = await aListing({ title: 'Old Parkside Flat', city: 'Delhi', location: 'North' });
      const startsOld = await aListing({ title: 'Park View Homes', city: 'Delhi', location: 'East' });
      const startsNew = await aListing({ title: 'Parkland Towers', city: 'Delhi', location: 'West' });
      const { listings } = await results('park');
      expect(listings.map((listing) => listing.id)).toEqual([
        startsNew.id,
        startsOld.id,
        wordStarts.id,
        contains.id,
      ]);
    });

    it('show at most five, the newest of equal matches', async () => {
      const made = [];
      for (let n = 1; n <= 7; n += 1) made.push(await aListing({ title: `Lakeview ${n}` }));
      const { listings } = await results('lakeview');
      expect(listings.map((listing) => listing.title)).toEqual([
        'Lakeview 7',
        'Lakeview 6',
        'Lakeview 5',
        'Lakeview 4',
        'Lakeview 3',
      ]);
    });
  });

  describe('bookings', () => {
    it('match the visitor name, email and listing title, linking to the booking', async () => {
      const byName = await aBooking({ name: 'Anand Kulkarni', email: null, propertyTitle: 'Flat' });
      const byEmail = await aBooking({
        name: 'R. Iyer',
        email: 'kulkarni.family@example.in',
        propertyTitle: 'Flat',
      });
      const byTitle = await aBooking({ name: 'Sita', email: null, propertyTitle: 'Kulkarni Gardens Villa' });
      await aBooking({ name: 'Someone else', email: null, propertyTitle: 'Flat' });

      const found = (await results('kulkarni')).bookings;
      expect(found.map((booking) => booking.id).sort()).toEqual([byName.id, byEmail.id, byTitle.id].sort());
      expect(found.find((booking) => booking.id === byName.id)).toMatchObject({
        name: 'Anand Kulkarni',
        phone: '+919845012345',
        email: null,
        preferredDate: '2026-02-01',
        timeSlot: '11:00-13:00',
        status: 'pending',
        listingTitle: 'Flat',
        link: `/admin/bookings?booking=${byName.id}`,
      });
    });

    it("show the listing's current title when it was renamed after the booking", async () => {
      const listing = await aListing({ title: 'Brand New Name' });
      await aBooking({ propertyId: listing.id, propertyTitle: 'Old Name' });
      expect((await results('old name')).bookings[0]?.listingTitle).toBe('Brand New Name');
      expect((await results('brand new')).bookings).toHaveLength(1);
    });

    it('match the digits of a phone number however it is typed', async () => {
      const wanted = await aBooking({ name: 'Ravi', phone: '+919876543210' });
      await aBooking({ name: 'Other', phone: '+919123456780' });
      for (const typed of ['98765', '98765 43210', '+91 98765-43210', '098765 43210', '(987) 654']) {
        expect(
          (await results(typed)).bookings.map((booking) => booking.id),
          typed,
        ).toEqual([wanted.id]);
      }
    });

    it('put a whole phone number and the start of a number before digits inside one', async () => {
      const inside = await aBooking({ name: 'Inside', phone: '+919898765400' });
      const starts = await aBooking({ name: 'Starts', phone: '+919876500000' });
      expect((await results('98765')).bookings.map((booking) => booking.name)).toEqual(['Starts', 'Inside']);
      const exact = await aBooking({ name: 'Exact', phone: '+919898765400', createdAt: new Date(0) });
      const ids = (await results('98987 65400')).bookings.map((booking) => booking.id);
      expect(ids.slice(0, 2).sort()).toEqual([inside.id, exact.id].sort());
      expect(ids).not.toContain(starts.id);
    });

    it("find a booking by the reference on the visitor's confirmation, however it is typed", async () => {
      const booking = await aBooking();
      await aBooking();
      const typed = `#${booking.reference.slice(0, 4).toLowerCase()}-${booking.reference.slice(4)}`;
      for (const text of [booking.reference, typed]) {
        expect(
          (await results(text)).bookings.map((found) => found.reference),
          text,
        ).toEqual([booking.reference]);
      }
    });

    it('find no booking by the first eight characters of its id: that is no reference anyone was shown', async () => {
      const booking = await aBooking({ reference: 'K7M2P9QX' });
      expect((await results(booking.id.slice(0, 8))).bookings).toEqual([]);
      expect((await results(booking.id)).bookings.map((found) => found.id)).toEqual([booking.id]);
    });

    it('show at most five, newest first', async () => {
      for (let n = 1; n <= 7; n += 1) await aBooking({ name: `Visitor Number ${n}` });
      const found = (await results('visitor number')).bookings;
      expect(found.map((booking) => booking.name)).toEqual([
        'Visitor Number 7',
        'Visitor Number 6',
        'Visitor Number 5',
        'Visitor Number 4',
        'Visitor Number 3',
      ]);
    });
  });

  describe('clients', () => {
    it('group bookings and enquiries by phone number, with the latest name and counts of each', async () => {
      await aBooking({ name: 'Kavya Rao', phone: '+919811122233', email: null });
      await anEnquiry({ kind: 'property', name: 'Kavya Rao', phone: '+919811122233', email: null });
      await aBooking({ name: 'Kavya R. Rao', phone: '+919811122233', email: 'KAVYA@example.in' });
      const latest = await anEnquiry({
        kind: 'construction',
        name: 'Kavya Rao',
        phone: '+919811122233',
        email: 'kavya@example.in',
      });

      const { clients } = await results('kavya');
      expect(clients).toEqual([
        {
          key: '+919811122233',
          name: 'Kavya Rao',
          phone: '+919811122233',
          email: 'kavya@example.in',
          bookings: 2,
          enquiries: 2,
          lastActivityAt: latest.createdAt.toISOString(),
          link: '/admin/bookings?q=%2B919811122233',
        },
      ]);
    });

    it('group people who gave no phone by email, whatever its case, and link them to enquiries', async () => {
      await anEnquiry({ name: 'Farah Khan', email: 'Farah@Example.in' });
      await anEnquiry({ name: 'Farah Khan', email: 'farah@example.in' });
      const { clients } = await results('farah');
      expect(clients).toEqual([
        expect.objectContaining({
          key: 'farah@example.in',
          phone: null,
          email: 'farah@example.in',
          bookings: 0,
          enquiries: 2,
          link: '/admin/enquiries?q=farah%40example.in',
        }),
      ]);
    });

    it('count every record of a person found by one of them', async () => {
      await aBooking({ name: 'Old Name', phone: '+919700000001', email: null });
      await anEnquiry({ kind: 'property', name: 'Joseph Thomas', phone: '+919700000001', email: null });
      const { clients } = await results('joseph');
      expect(clients).toMatchObject([{ name: 'Joseph Thomas', bookings: 1, enquiries: 1 }]);
      expect((await results('97000 00001')).clients).toMatchObject([{ name: 'Joseph Thomas' }]);
    });

    it('show at most five people, those whose name starts with the text first', async () => {
      for (let n = 1; n <= 6; n += 1)
        await aBooking({ name: `Mohan Das ${n}`, phone: `+91980000000${n}`, email: null });
      await aBooking({ name: 'Anil Mohanty', phone: '+919800000009', email: null });
      const { clients } = await results('mohan');
      expect(clients.map((client) => client.name)).toEqual([
        'Mohan Das 6',
        'Mohan Das 5',
        'Mohan Das 4',
        'Mohan Das 3',
        'Mohan Das 2',
      ]);
    });
  });

  describe('takes what is typed literally', () => {
    it('% and _ match only themselves', async () => {
      const percent = await aListing({ title: 'Flat with 100% power backup' });
      await aListing({ title: 'Flat of 1000 sq ft' });
      expect((await results('0%')).listings.map((listing) => listing.id)).toEqual([percent.id]);

      const underscore = await aBooking({ email: 'first_last@example.in' });
      await aBooking({ email: 'firstxlast@example.in' });
      expect((await results('t_l')).bookings.map((booking) => booking.id)).toEqual([underscore.id]);
      expect((await results('%%')).bookings).toEqual([]);
      expect((await results('__')).bookings).toEqual([]);
    });

    it('a backslash matches a backslash', async () => {
      const listing = await aListing({ title: 'Plot A\\B in Hosur' });
      await aListing({ title: 'Plot AB in Hosur' });
      expect((await results('a\\b')).listings.map((found) => found.id)).toEqual([listing.id]);
    });

    it('SQL in the text is only text', async () => {
      await aBooking();
      const found = await results("'; drop table bookings; --");
      expect(found).toEqual({ listings: [], bookings: [], clients: [] });
      expect(await t.db.select().from(bookings)).toHaveLength(1);
    });
  });
});
