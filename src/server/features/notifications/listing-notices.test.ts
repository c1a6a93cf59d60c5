import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '../../../domain/india-calendar.js';
import { propertyInputSchema } from '../../../domain/property-schema.js';
import { bookings, notifications } from '../../db/schema.js';
import { aFlat } from '../../testing/listing-factory.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { TEST_DATABASE_KINDS } from '../../testing/test-database.js';
import { SYSTEM_ACTOR } from '../audit/audit-log.js';
import { countListingView } from '../properties/listing-views.js';
import { createListing, deleteListing } from '../properties/service.js';
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
    createListing(t.db, propertyInputSchema.parse(aFlat({ title })), [], SYSTEM_ACTOR);
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

  it('asks the team to call the visitors when a listing with coming visits is deleted', async () => {
    const listing = await aListing('3 BHK Villa in Whitefield');
    const today = indiaToday(new Date());
    const aBooking = (status: (typeof bookings.$inferInsert)['status'], preferredDate: string) => ({
      propertyId: listing.id,
      propertyTitle: listing.title,
      name: 'Priya Sharma',
      phone: '+919845012345',
      preferredDate,
      timeSlot: '11:00-13:00',
      status,
    });
    await t.db
      .insert(bookings)
      .values([
        aBooking('pending', addDays(today, 3)),
        aBooking('confirmed', today),
        aBooking('cancelled', addDays(today, 3)),
        aBooking('pending', addDays(today, -2)),
      ]);

    await deleteListing(t.db, t.storage, listing.id, SYSTEM_ACTOR);

    const [notice, ...others] = await inbox();
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      type: 'property',
      priority: 'high',
      message: '"3 BHK Villa in Whitefield" was deleted with 2 visits still booked. Let the visitors know.',
    });
    const link = new URL(notice!.link, 'http://portal');
    expect(link.pathname).toBe('/admin/bookings');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      q: '3 BHK Villa in Whitefield',
      status: 'pending,confirmed',
      from: today,
    });
  });

  it('says nothing when a deleted listing had no visits to come', async () => {
    const listing = await aListing('Office space in Hinjewadi');
    await deleteListing(t.db, t.storage, listing.id, SYSTEM_ACTOR);
    expect(await inbox()).toEqual([]);
  });
});
