import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminCountsSchema, dashboardOverviewSchema } from '#domain/dashboard-figures';
import { addDays, indiaToday } from '#domain/india-calendar';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { auditLog, bookings, enquiries, properties, propertyViews } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { signedInVisitor, type SignedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR, writeAudit } from '#server/audit/audit-log';
import { deleteListing } from '#server/features/listings-admin/service';
import { createLiveListing } from '#server/testing/live-listing';
import { eq } from 'drizzle-orm';
import { growthPeriods, indiaDayStart } from './service.js';

/** An instant on an India calendar day, at an India wall-clock time. */
const inIndia = (day: string, time = '12:00') => new Date(`${day}T${time}:00+05:30`);

const aShop = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  title: 'Corner Shop on MG Road',
  description: 'Ground floor, wide frontage.',
  mainCategory: 'commercial',
  subCategory: 'shop',
  propertyStatus: 'rent',
  rentalFrequency: 'monthly',
  price: 85_000,
  availableFrom: '2026-12-01',
  address: '14 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  squareFeet: 400,
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)('the admin dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  let visitor: SignedInVisitor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = { cookie: (await signIn(t.app, 'admin@example.com')).jar.header() };
    visitor = await signedInVisitor(t.app, 'visitor@example.com');
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(bookings);
    await t.db.delete(enquiries);
    await t.db.delete(auditLog);
    await t.db.delete(properties);
  });

  const get = async <Schema extends z.ZodType>(url: string, schema: Schema) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, schema);
  };
  const aListing = async (input: PropertyInput = aFlat(), createdAt?: Date) => {
    const listing = await createLiveListing(t.db, propertyInputSchema.parse(input), [], SYSTEM_ACTOR);
    if (createdAt) await t.db.update(properties).set({ createdAt }).where(eq(properties.id, listing.id));
    return listing;
  };
  const aBooking = (status: (typeof bookings.$inferInsert)['status'], createdAt = new Date()) =>
    t.db.insert(bookings).values({
      propertyTitle: '3 BHK Apartment in Indiranagar',
      name: 'Priya Sharma',
      phone: '+919845012345',
      preferredDate: addDays(indiaToday(new Date()), 7),
      timeSlot: '11:00-13:00',
      status,
      createdAt,
    });
  const anEnquiry = (status: (typeof enquiries.$inferInsert)['status']) =>
    t.db.insert(enquiries).values({ kind: 'contact', name: 'Farhan Qureshi', status });

  it('counts listings for sale and for rent, pending visits and new enquiries, the same on both endpoints', async () => {
    const sale = 3;
    const rent = 2;
    for (let i = 0; i < sale; i++) await aListing(aFlat());
    for (let i = 0; i < rent; i++) await aListing(aShop());
    await aBooking('pending');
    await aBooking('pending');
    await aBooking('confirmed');
    await aBooking('cancelled');
    await anEnquiry('new');
    await anEnquiry('contacted');
    await anEnquiry('closed');

    const counts = await get('/api/admin/dashboard/counts', adminCountsSchema);
    expect(counts).toMatchObject({
      activeListings: { total: sale + rent, forSale: sale, forRent: rent },
      pendingVisits: 2,
      newEnquiries: 1,
    });
    expect((await get('/api/admin/dashboard', dashboardOverviewSchema)).counts).toEqual(counts);
  });

  it('counts listings by main category and type, with 0 for the types that have none', async () => {
    await aListing(aFlat());
    await aListing(aFlat({ subCategory: 'villa', features: [] }));
    await aListing(aFlat({ subCategory: 'villa', features: [] }));
    await aListing(aShop());
    const { listingsByCategory } = await get('/api/admin/dashboard', dashboardOverviewSchema);
    const residential = listingsByCategory.find(
      (category: { mainCategory: string }) => category.mainCategory === 'residential',
    )!;
    const commercial = listingsByCategory.find(
      (category: { mainCategory: string }) => category.mainCategory === 'commercial',
    )!;
    expect(residential.listings).toBe(3);
    expect(residential.subCategories).toEqual([
      { subCategory: 'flat', listings: 1 },
      { subCategory: 'plot', listings: 0 },
      { subCategory: 'villa', listings: 2 },
      { subCategory: 'farmland', listings: 0 },
      { subCategory: 'individual-house', listings: 0 },
    ]);
    expect(commercial.listings).toBe(1);
    expect(commercial.subCategories).toContainEqual({ subCategory: 'shop', listings: 1 });
    expect(commercial.subCategories).toContainEqual({ subCategory: 'warehouse', listings: 0 });
  });

  it('charts bookings received per India calendar day for the last 30 days, the quiet days as 0', async () => {
    const today = indiaToday(new Date());
    const firstDay = addDays(today, -29);
    // Ten past midnight in India is still the day before in UTC: it must count on today.
    await aBooking('pending', inIndia(today, '00:10'));
    await aBooking('confirmed', inIndia(addDays(today, -5), '09:00'));
    await aBooking('cancelled', inIndia(addDays(today, -5), '23:50'));
    await aBooking('pending', inIndia(firstDay, '00:00'));
    // The day before the window: not charted.
    await aBooking('pending', inIndia(addDays(firstDay, -1), '23:59'));

    const { bookingsPerDay } = await get('/api/admin/dashboard', dashboardOverviewSchema);
    const expected = Array.from({ length: 30 }, (_, index) => ({
      date: addDays(firstDay, index),
      bookings: 0,
    }));
    expected[29]!.bookings = 1;
    expected[24]!.bookings = 2;
    expected[0]!.bookings = 1;
    expect(bookingsPerDay).toEqual(expected);
  });

  it('lists the most viewed listings of the last 30 days, views summed per listing, busiest first', async () => {
    const today = indiaToday(new Date());
    const listings: Array<{ id: string }> = [];
    for (let i = 0; i < 7; i++) listings.push(await aListing(aFlat({ title: `Listing ${i}` })));
    const views = [
      // [listing, days ago, views]
      [0, 0, 4],
      [0, 10, 3],
      [1, 1, 9],
      [2, 29, 5],
      [3, 30, 100], // outside the 30 days
      [3, 2, 1],
      [4, 3, 2],
      [5, 4, 6],
      [6, 5, 1],
    ] as const;
    await t.db.insert(propertyViews).values(
      views.map(([listing, daysAgo, count]) => ({
        propertyId: listings[listing]!.id,
        day: addDays(today, -daysAgo),
        views: count,
      })),
    );
    const { mostViewed } = await get('/api/admin/dashboard', dashboardOverviewSchema);
    expect(mostViewed).toEqual([
      { id: listings[1]!.id, title: 'Listing 1', city: 'Bengaluru', views: 9 },
      { id: listings[0]!.id, title: 'Listing 0', city: 'Bengaluru', views: 7 },
      { id: listings[5]!.id, title: 'Listing 5', city: 'Bengaluru', views: 6 },
      { id: listings[2]!.id, title: 'Listing 2', city: 'Bengaluru', views: 5 },
      { id: listings[4]!.id, title: 'Listing 4', city: 'Bengaluru', views: 2 },
    ]);
  });

  it('shows the latest audit entries newest first, without sign-ins, and says when a listing is gone', async () => {
    const actor = { id: null, email: 'asha@househunt.in' };
    const kept = await aListing(aFlat({ title: 'Sea-facing Villa in Alibaug' }));
    const removed = await aListing(aFlat({ title: 'Old Plot in Hosur' }));
    await deleteListing(t.db, t.storage, removed.id, actor);
    await writeAudit(t.db, { actor, action: 'auth.signed-in', entityType: 'user', entityId: 'x' });
    for (let i = 0; i < 8; i++) {
      await writeAudit(t.db, {
        actor,
        action: 'property.updated',
        entityType: 'property',
        entityId: kept.id,
        details: { title: kept.title },
      });
    }

    const { recentActivity } = await get('/api/admin/dashboard', dashboardOverviewSchema);
    expect(recentActivity).toHaveLength(8);
    expect(recentActivity.every((entry: { action: string }) => entry.action === 'property.updated')).toBe(
      true,
    );
    expect(recentActivity[0]).toMatchObject({
      actorEmail: 'asha@househunt.in',
      entityType: 'property',
      entityId: kept.id,
      title: 'Sea-facing Villa in Alibaug',
      entityExists: true,
    });
    const ids = recentActivity.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    await t.db.delete(auditLog).where(eq(auditLog.action, 'property.updated'));
    const afterDeletion = (await get('/api/admin/dashboard', dashboardOverviewSchema)).recentActivity;
    expect(afterDeletion[0]).toMatchObject({
      action: 'property.deleted',
      entityId: removed.id,
      title: 'Old Plot in Hosur',
      entityExists: false,
    });
  });

  it("compares this month's new listings with the same days of last month, and says when there is no base", async () => {
    const { current, previous } = growthPeriods(new Date());
    const growth = async () => (await get('/api/admin/dashboard/counts', adminCountsSchema)).listingGrowth;

    expect(await growth()).toMatchObject({
      measure: 'new-listings',
      current: 0,
      previous: 0,
      changePercent: 0,
    });

    await aListing(aFlat(), indiaDayStart(current.from));
    await aListing(aFlat(), inIndia(current.to, '00:05'));
    await aListing(aFlat(), indiaDayStart(current.from));
    expect(await growth()).toMatchObject({ current: 3, previous: 0, changePercent: null });

    await aListing(aFlat(), indiaDayStart(previous.from));
    await aListing(aFlat(), inIndia(previous.to, '23:59'));
    // Before last month began, and after the compared days of last month when it has any left: not counted.
    await aListing(aFlat(), new Date(indiaDayStart(previous.from).getTime() - 1000));
    if (addDays(previous.to, 1) < current.from)
      await aListing(aFlat(), indiaDayStart(addDays(previous.to, 1)));

    expect(await growth()).toEqual({
      measure: 'new-listings',
      current: 3,
      previous: 2,
      changePercent: Math.round(((3 - 2) / 2) * 100),
      currentPeriod: current,
      previousPeriod: previous,
    });
  });

  it.each(['/api/admin/dashboard', '/api/admin/dashboard/counts'])(
    'answers %s only to admins: 401 signed out, 403 for a visitor',
    async (url) => {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(errorBody(anonymous).error.code).toBe('UNAUTHORIZED');
      const signedIn = await t.app.inject({ method: 'GET', url, headers: { cookie: visitor.cookie } });
      expect(signedIn.statusCode).toBe(403);
      expect(errorBody(signedIn).error.code).toBe('FORBIDDEN');
    },
  );
});
