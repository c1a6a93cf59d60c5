import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, formatVisitDate, indiaToday } from '#domain/india-calendar';
import { propertyInputSchema } from '#domain/property-schema';
import { bookings, notifications } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { countListingView } from '#server/features/property-detail/service';
import { deleteListing } from '#server/features/listings-admin/service';
import { createLiveListing } from '#server/testing/live-listing';
import { BUSY_DAY_VIEWS } from './listing-notices.js';

describe.each(TEST_DATABASE_KINDS)('notable listing events on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(notifications);
  });

  const aListing = (title: string) =>
    createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title })), [], SYSTEM_ACTOR);
  const inbox = () => t.db.select().from(notifications);

  it(`tells the team once when a listing reaches ${BUSY_DAY_VIEWS} views in a day`, async () => {
    const listing = await aListing('Sea-facing 2 BHK in Bandra West');
    const day = new Date('2026-03-02T06:00:00Z');
    for (let i = 1; i < BUSY_DAY_VIEWS; i++) await countListingView(t.db, listing.id, day);
    expect(await inbox()).toEqual([]);

    await Promise.all(Array.from({ length: 5 }, () => countListingView(t.db, listing.id, day)));
    expect(await inbox()).toEqual([
      expect.objectContaining({
        type: 'analytics',
        priority: 'low',
        link: `/admin/edit-property/${listing.id}`,
        message: `"Sea-facing 2 BHK in Bandra West" is drawing attention: ${BUSY_DAY_VIEWS} views today.`,
        readAt: null,
      }),
    ]);
  });

  it('asks the team to call the visitors when a listing with coming visits is deleted, naming them', async () => {
    const listing = await aListing('3 BHK Villa in Whitefield');
    const today = indiaToday(new Date());
    const aBooking = (
      name: string,
      status: (typeof bookings.$inferInsert)['status'],
      preferredDate: string,
    ) => ({
      propertyId: listing.id,
      propertyTitle: listing.title,
      name,
      phone: '+919845012345',
      preferredDate,
      timeSlot: '11:00-13:00',
      status,
    });
    const [, soonest] = await t.db
      .insert(bookings)
      .values([
        aBooking('Priya Sharma', 'pending', addDays(today, 3)),
        aBooking('Rahul Verma', 'confirmed', today),
        aBooking('Anil Kumar', 'pending', addDays(today, 5)),
        aBooking('Sara Thomas', 'confirmed', addDays(today, 9)),
        aBooking('Called Off', 'cancelled', addDays(today, 3)),
        aBooking('Long Gone', 'pending', addDays(today, -2)),
      ])
      .returning();

    await deleteListing(t.db, t.storage, listing.id, SYSTEM_ACTOR);

    const [notice, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      type: 'property',
      priority: 'high',
      link: `/admin/bookings?booking=${soonest!.id}`,
      message:
        '"3 BHK Villa in Whitefield" was deleted with 4 visits still booked: ' +
        `Rahul Verma (${formatVisitDate(today)}), Priya Sharma (${formatVisitDate(addDays(today, 3))}), ` +
        `Anil Kumar (${formatVisitDate(addDays(today, 5))}) and 1 more. Let the visitors know.`,
    });
  });

  it('says nothing when a deleted listing had no visits to come', async () => {
    const listing = await aListing('Office space in Hinjewadi');
    await deleteListing(t.db, t.storage, listing.id, SYSTEM_ACTOR);
    expect(await inbox()).toEqual([]);
  });
});
