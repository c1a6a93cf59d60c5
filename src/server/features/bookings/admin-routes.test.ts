import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminBookingPageSchema, adminBookingSchema, bookingAgendaSchema } from '#domain/admin-booking';
import {
  AGENDA_VISITS_MAX,
  BOOKING_MANAGEMENT_MESSAGES,
  BOOKING_STATUSES,
  canMoveBooking,
  type BookingStatus,
} from '#domain/booking-management';
import { BOOKING_MESSAGES } from '#domain/booking-request';
import { addDays, formatVisitDate, indiaToday } from '#domain/india-calendar';
import { propertyInputSchema } from '#domain/property-schema';
import { recordChangedErrorSchema } from '#domain/record-version';
import { auditLog, bookings, propertyImages } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { checkedBody, errorAnswerSchema, errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createLiveListing } from '#server/testing/live-listing';

type BookingValues = typeof bookings.$inferInsert;

const today = () => indiaToday(new Date());
const inDays = (days: number) => addDays(today(), days);

describe.each(TEST_DATABASE_KINDS)('managing visit bookings in the admin API on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let flat: { id: string; title: string };
  let villa: { id: string; title: string };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
    flat = await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    villa = await createLiveListing(
      t.db,
      propertyInputSchema.parse(
        aFlat({ title: 'Garden Villa in Whitefield', location: 'Whitefield', city: 'Bengaluru' }),
      ),
      [],
      SYSTEM_ACTOR,
    );
    await t.db.insert(propertyImages).values({
      propertyId: flat.id,
      keyBase: 'properties/1700000000001-front-a1b2c3',
      originalName: 'front.jpg',
      width: 1600,
      height: 1000,
      variants: [
        {
          width: 960,
          height: 600,
          format: 'webp',
          key: 'properties/1700000000001-front-a1b2c3-960.webp',
          bytes: 9,
        },
        {
          width: 480,
          height: 300,
          format: 'webp',
          key: 'properties/1700000000001-front-a1b2c3-480.webp',
          bytes: 5,
        },
        {
          width: 480,
          height: 300,
          format: 'avif',
          key: 'properties/1700000000001-front-a1b2c3-480.avif',
          bytes: 4,
        },
      ],
    });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(bookings);
    await t.db.delete(auditLog).where(eq(auditLog.entityType, 'booking'));
  });

  let minute = 0;
  /** A booking as a visitor's form stored it, made a minute after the one before (so "newest" is certain). */
  const aBooking = async (overrides: Partial<BookingValues> = {}) => {
    minute += 1;
    const [row] = await t.db
      .insert(bookings)
      .values({
        propertyId: flat.id,
        propertyTitle: flat.title,
        name: 'Priya Sharma',
        phone: '+919845012345',
        email: 'priya@example.in',
        preferredDate: inDays(7),
        timeSlot: '11:00-13:00',
        message: 'We would like to see the terrace as well.',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
        ...overrides,
      })
      .returning();
    return row!;
  };
  const stored = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'booking'), eq(auditLog.entityId, id)));

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload && { payload }) });
  const list = async (query = '') => {
    const response = await call('GET', `/bookings?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, adminBookingPageSchema);
  };
  const namesOf = async (query: string) =>
    (await list(query)).items.map((item: { name: string }) => item.name);

  describe('the list', () => {
    it('shows each booking with its listing, cover thumbnail and counts per status', async () => {
      const booking = await aBooking();
      const page = await list();
      expect(page).toMatchObject({
        total: 1,
        page: 1,
        pageSize: 20,
        statusCounts: { pending: 1, confirmed: 0, completed: 0, cancelled: 0, 'no-show': 0 },
      });
      expect(page.items).toEqual([
        {
          id: booking.id,
          reference: booking.reference,
          status: 'pending',
          name: 'Priya Sharma',
          phone: '+919845012345',
          email: 'priya@example.in',
          preferredDate: inDays(7),
          timeSlot: '11:00-13:00',
          message: 'We would like to see the terrace as well.',
          notes: null,
          userId: null,
          version: 1,
          createdAt: booking.createdAt.toISOString(),
          updatedAt: booking.updatedAt.toISOString(),
          assignedAgentId: null,
          firstRespondedAt: null,
          rescheduledFrom: null,
          listing: {
            id: flat.id,
            title: '3 BHK Apartment in Indiranagar',
            city: 'Bengaluru',
            locality: 'Indiranagar',
            thumbnail: {
              src: '/media/properties/1700000000001-front-a1b2c3-480.webp',
              srcSet:
                '/media/properties/1700000000001-front-a1b2c3-480.webp 480w, ' +
                '/media/properties/1700000000001-front-a1b2c3-960.webp 960w',
            },
            deleted: false,
          },
        },
      ]);
    });

    it('still shows a booking whose listing was deleted, under the title it was booked with', async () => {
      await aBooking({ propertyId: null, propertyTitle: 'Sold flat in Koramangala' });
      const [item] = (await list()).items;
      expect(item!.listing).toEqual({
        id: null,
        title: 'Sold flat in Koramangala',
        city: null,
        locality: null,
        thumbnail: null,
        deleted: true,
      });
    });

    it('filters by a list of statuses, counting every status under the other filters', async () => {
      await aBooking({ name: 'Asha Pending', status: 'pending' });
      await aBooking({ name: 'Bala Confirmed', status: 'confirmed' });
      await aBooking({ name: 'Chitra Cancelled', status: 'cancelled' });
      await aBooking({ name: 'Dev Confirmed', status: 'confirmed', propertyId: villa.id });
      const page = await list('status=pending,confirmed&sort=name-asc');
      expect(page.items.map((item: { name: string }) => item.name)).toEqual([
        'Asha Pending',
        'Bala Confirmed',
        'Dev Confirmed',
      ]);
      expect(page.total).toBe(3);
      expect(page.statusCounts).toEqual({
        pending: 1,
        confirmed: 2,
        completed: 0,
        cancelled: 1,
        'no-show': 0,
      });
      const onFlat = await list(`status=cancelled&listing=${flat.id}`);
      expect(onFlat.items.map((item: { name: string }) => item.name)).toEqual(['Chitra Cancelled']);
      expect(onFlat.statusCounts).toEqual({
        pending: 1,
        confirmed: 1,
        completed: 0,
        cancelled: 1,
        'no-show': 0,
      });
    });

    it('filters by the visit date range, both ends included', async () => {
      await aBooking({ name: 'Early', preferredDate: '2026-03-01' });
      await aBooking({ name: 'Start', preferredDate: '2026-03-02' });
      await aBooking({ name: 'End', preferredDate: '2026-03-05' });
      await aBooking({ name: 'Late', preferredDate: '2026-03-06' });
      expect(await namesOf('from=2026-03-02&to=2026-03-05&sort=visit-asc')).toEqual(['Start', 'End']);
      expect(await namesOf('from=2026-03-05&sort=visit-asc')).toEqual(['End', 'Late']);
      expect(await namesOf('to=2026-03-01')).toEqual(['Early']);
      expect(await namesOf('from=2026-03-03&to=2026-03-03')).toEqual([]);
    });

    it('filters by listing', async () => {
      await aBooking({ name: 'Flat Visitor' });
      await aBooking({ name: 'Villa Visitor', propertyId: villa.id, propertyTitle: villa.title });
      expect(await namesOf(`listing=${villa.id}`)).toEqual(['Villa Visitor']);
      expect(await namesOf(`listing=${randomUUID()}`)).toEqual([]);
    });

    it('searches the name, phone digits, email, listing title and reference', async () => {
      const priya = await aBooking({
        name: 'Priya Sharma',
        phone: '+919845012345',
        email: 'priya@example.in',
      });
      await aBooking({
        name: 'Rahul Nair',
        phone: '+919123456780',
        email: 'rahul.n@mail.example',
        propertyId: villa.id,
        propertyTitle: villa.title,
      });
      await aBooking({ name: 'Meera 100% Iyer', phone: '+917000000001', email: null });
      const cases: Array<[string, string[]]> = [
        ['sharma', ['Priya Sharma']],
        ['98450 12345', ['Priya Sharma']],
        ['+91 91234', ['Rahul Nair']],
        ['098450', ['Priya Sharma']],
        ['RAHUL.N@', ['Rahul Nair']],
        ['whitefield', ['Rahul Nair']],
        ['Indiranagar', ['Meera 100% Iyer', 'Priya Sharma']],
        ['100%', ['Meera 100% Iyer']],
        [priya.reference.toLowerCase(), ['Priya Sharma']],
        [priya.id, ['Priya Sharma']],
        ['nobody', []],
      ];
      for (const [q, names] of cases) {
        expect(await namesOf(`q=${encodeURIComponent(q)}`), q).toEqual(names);
      }
    });

    it('searches the listing’s title now as well as the one booked under', async () => {
      await aBooking({ name: 'Old Title', propertyTitle: 'Penthouse in Indiranagar' });
      expect(await namesOf('q=penthouse')).toEqual(['Old Title']);
      expect(await namesOf('q=3%20BHK')).toEqual(['Old Title']);
    });

    it('sorts by booking time, visit date and slot, or name', async () => {
      await aBooking({ name: 'carla', preferredDate: '2026-03-02', timeSlot: '09:00-11:00' });
      await aBooking({ name: 'Anil', preferredDate: '2026-03-01', timeSlot: '15:00-17:00' });
      await aBooking({ name: 'Bhavna', preferredDate: '2026-03-01', timeSlot: '09:00-11:00' });
      expect(await namesOf('')).toEqual(['Bhavna', 'Anil', 'carla']);
      expect(await namesOf('sort=created-desc')).toEqual(['Bhavna', 'Anil', 'carla']);
      expect(await namesOf('sort=created-asc')).toEqual(['carla', 'Anil', 'Bhavna']);
      expect(await namesOf('sort=visit-asc')).toEqual(['Bhavna', 'Anil', 'carla']);
      expect(await namesOf('sort=visit-desc')).toEqual(['carla', 'Anil', 'Bhavna']);
      expect(await namesOf('sort=name-asc')).toEqual(['Anil', 'Bhavna', 'carla']);
    });

    it('pages without repeating or skipping, and answers a page past the end with no items', async () => {
      for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) await aBooking({ name });
      const pages = await Promise.all([1, 2, 3].map((page) => list(`pageSize=2&page=${page}`)));
      expect(pages.map((page) => page.items.map((item: { name: string }) => item.name))).toEqual([
        ['Five', 'Four'],
        ['Three', 'Two'],
        ['One'],
      ]);
      expect(pages[2]).toMatchObject({ total: 5, page: 3, pageSize: 2 });
      expect(await list('pageSize=2&page=4')).toMatchObject({ items: [], total: 5, page: 4 });
      expect((await list('pageSize=100')).items).toHaveLength(5);
      expect((await list('pageSize=1')).items).toHaveLength(1);
    });

    it('answers bad parameters with 400 and a message on each, never a 500', async () => {
      const cases: Array<[string, string, string]> = [
        ['page=0', 'page', 'page starts at 1'],
        ['page=two', 'page', 'page must be a number'],
        ['pageSize=101', 'pageSize', 'pageSize is 1 to 100'],
        ['pageSize=0', 'pageSize', 'pageSize is 1 to 100'],
        ['status=lost', 'status', BOOKING_MANAGEMENT_MESSAGES.statusListInvalid],
        ['status=pending&status=confirmed', 'status', BOOKING_MANAGEMENT_MESSAGES.statusListInvalid],
        ['from=2026-02-30', 'from', BOOKING_MANAGEMENT_MESSAGES.dateInvalid],
        ['to=tomorrow', 'to', BOOKING_MANAGEMENT_MESSAGES.dateInvalid],
        ['from=2026-03-10&to=2026-03-01', 'to', BOOKING_MANAGEMENT_MESSAGES.rangeReversed],
        ['listing=flat-12', 'listing', BOOKING_MANAGEMENT_MESSAGES.listingInvalid],
        [`q=${'a'.repeat(101)}`, 'q', BOOKING_MANAGEMENT_MESSAGES.searchTooLong],
        ['sort=price', 'sort', BOOKING_MANAGEMENT_MESSAGES.sortInvalid],
      ];
      for (const [query, field, message] of cases) {
        const response = await call('GET', `/bookings?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(errorBody(response).error, query).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { [field]: message },
        });
      }
    });
  });

  describe('one booking', () => {
    it('answers the booking as the list shows it', async () => {
      const booking = await aBooking();
      const response = await call('GET', `/bookings/${booking.id}`);
      expect(response.statusCode).toBe(200);
      expect(responseBody(response, adminBookingSchema)).toEqual((await list()).items[0]);
    });

    it('answers 404 with a message for a booking that does not exist, and 400 for an id that is not one', async () => {
      const missing = await call('GET', `/bookings/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(errorBody(missing).error).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringMatching(/booking/) as string,
      });
      expect((await call('GET', '/bookings/42')).statusCode).toBe(400);
      for (const [method, path, payload] of [
        ['POST', 'status', { status: 'confirmed' }],
        ['POST', 'reschedule', { preferredDate: inDays(3), timeSlot: '09:00-11:00' }],
        ['PUT', 'notes', { notes: 'Call back' }],
      ] as const) {
        const response = await call(method, `/bookings/${randomUUID()}/${path}`, payload);
        expect(response.statusCode, path).toBe(404);
        expect(errorBody(response).error.code).toBe('NOT_FOUND');
      }
      expect(await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'booking'))).toEqual([]);
    });
  });

  describe('status changes', () => {
    const moves = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => ({ from, to })));
    const allowed = moves.filter(({ from, to }) => canMoveBooking(from, to));
    const refused = moves.filter(({ from, to }) => from !== to && !canMoveBooking(from, to));
    // Completed and no-show say how the visit went, so the visit must be due; today's is.
    const dueToday = (from: BookingStatus) => aBooking({ status: from, preferredDate: today() });

    it('allows exactly five moves', () => {
      expect(allowed.map(({ from, to }) => `${from}→${to}`)).toEqual([
        'pending→confirmed',
        'pending→cancelled',
        'confirmed→completed',
        'confirmed→cancelled',
        'confirmed→no-show',
      ]);
    });

    it.each(allowed)('moves a $from booking to $to, audited', async ({ from, to }) => {
      const booking = await dueToday(from);
      const response = await call('POST', `/bookings/${booking.id}/status`, { status: to });
      expect(response.statusCode, response.body).toBe(200);
      expect(responseBody(response, adminBookingSchema)).toMatchObject({
        id: booking.id,
        status: to,
        name: 'Priya Sharma',
      });
      expect(Date.parse(responseBody(response, adminBookingSchema).updatedAt)).toBeGreaterThanOrEqual(
        booking.updatedAt.getTime(),
      );
      expect((await stored(booking.id)).status).toBe(to);
      const [entry, ...more] = await auditOf(booking.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        action: 'booking.status-changed',
        actorEmail: 'admin@example.com',
        details: { from, to, title: 'Priya Sharma, 3 BHK Apartment in Indiranagar' },
      });
    });

    it.each(refused)('refuses to move a $from booking to $to, changing nothing', async ({ from, to }) => {
      const booking = await dueToday(from);
      const response = await call('POST', `/bookings/${booking.id}/status`, { status: to });
      expect(response.statusCode, response.body).toBe(409);
      expect(errorBody(response).error.code).toBe('INVALID_BOOKING_TRANSITION');
      expect(errorBody(response).error.message).toMatch(`A ${from} booking cannot be marked ${to}.`);
      expect(await stored(booking.id)).toEqual(booking);
      expect(await auditOf(booking.id)).toEqual([]);
    });

    it.each(BOOKING_STATUSES)(
      'answers a %s booking asked to be what it already is with the booking, changing nothing',
      async (status) => {
        const booking = await aBooking({ status, version: 2 });
        // A second click carries the version the admin saw before the first one landed.
        for (const payload of [{ status }, { status, version: 1 }]) {
          const response = await call('POST', `/bookings/${booking.id}/status`, payload);
          expect(response.statusCode, response.body).toBe(200);
          expect(responseBody(response, adminBookingSchema)).toMatchObject({ id: booking.id, status });
        }
        expect(await stored(booking.id)).toEqual(booking);
        expect(await auditOf(booking.id)).toEqual([]);
      },
    );

    it.each(['completed', 'no-show'] as const)(
      'refuses to mark a visit %s before its day, and allows it on the day',
      async (to) => {
        const booking = await aBooking({ status: 'confirmed', preferredDate: inDays(3) });
        const early = await call('POST', `/bookings/${booking.id}/status`, { status: to });
        expect(early.statusCode, early.body).toBe(409);
        expect(errorBody(early).error).toEqual({
          code: 'VISIT_NOT_YET_DUE',
          message: `This visit is on ${formatVisitDate(inDays(3))}: it can be marked ${to} from that day.`,
        });
        expect(await stored(booking.id)).toEqual(booking);

        const due = await dueToday('confirmed');
        const onTheDay = await call('POST', `/bookings/${due.id}/status`, { status: to });
        expect(onTheDay.statusCode, onTheDay.body).toBe(200);
      },
    );

    it('words a refusal as the team would read it', async () => {
      const booking = await aBooking({ status: 'completed' });
      const response = await call('POST', `/bookings/${booking.id}/status`, { status: 'cancelled' });
      expect(errorBody(response).error.message).toBe(
        'A completed booking cannot be marked cancelled. Completed is final.',
      );
    });

    it('refuses a status that does not exist with 400', async () => {
      const booking = await aBooking();
      for (const payload of [{ status: 'lost' }, {}]) {
        const response = await call('POST', `/bookings/${booking.id}/status`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorBody(response).error.fields).toEqual({
          status: BOOKING_MANAGEMENT_MESSAGES.statusInvalid,
        });
      }
      const badVersion = await call('POST', `/bookings/${booking.id}/status`, {
        status: 'confirmed',
        version: 'gone',
      });
      expect(badVersion.statusCode).toBe(400);
      expect(Object.keys(errorBody(badVersion).error.fields!)).toEqual(['version']);
      expect(await stored(booking.id)).toEqual(booking);
    });

    it('confirms once when two admins confirm the same booking at once, and both see it confirmed', async () => {
      const booking = await aBooking();
      const responses = await Promise.all(
        [1, 2].map(() => call('POST', `/bookings/${booking.id}/status`, { status: 'confirmed' })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      expect(responses.map((response) => responseBody(response, adminBookingSchema).status)).toEqual([
        'confirmed',
        'confirmed',
      ]);
      expect((await stored(booking.id)).status).toBe('confirmed');
      expect(await auditOf(booking.id)).toHaveLength(1);
    });

    it('lets exactly one of two different moves from the status both admins saw win', async () => {
      const booking = await aBooking();
      const responses = await Promise.all(
        (['confirmed', 'cancelled'] as const).map((status) =>
          call('POST', `/bookings/${booking.id}/status`, { status, version: booking.version }),
        ),
      );
      const codes = responses.map((response) => response.statusCode);
      expect([...codes].sort()).toEqual([200, 409]);
      const winner = responseBody(responses[codes.indexOf(200)]!, adminBookingSchema);
      const loser = responseBody(
        responses[codes.indexOf(409)]!,
        recordChangedErrorSchema(adminBookingSchema),
      ).error;
      // The loser hears what the booking is now, as the booking's own page shows it, and why its move no
      // longer applies: a cancelled booking is final, a confirmed one could still be cancelled.
      expect(loser).toEqual({
        code: 'RECORD_CHANGED',
        message:
          winner.status === 'cancelled'
            ? 'A cancelled booking cannot be marked confirmed. Cancelled is final.'
            : BOOKING_MANAGEMENT_MESSAGES.bookingChanged,
        current: winner,
      });
      expect((await stored(booking.id)).status).toBe(winner.status);
      expect(await auditOf(booking.id)).toHaveLength(1);
    });

    it('refuses a change made on a version the booking no longer has', async () => {
      const booking = await aBooking({ status: 'confirmed', version: 2 });
      const response = await call('POST', `/bookings/${booking.id}/status`, {
        status: 'cancelled',
        version: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(responseBody(response, recordChangedErrorSchema(adminBookingSchema)).error.code).toBe(
        'RECORD_CHANGED',
      );
      expect(
        responseBody(response, recordChangedErrorSchema(adminBookingSchema)).error.current,
      ).toMatchObject({
        id: booking.id,
        status: 'confirmed',
        version: 2,
      });
      expect(await stored(booking.id)).toEqual(booking);
    });

    it.runIf(kind === 'PostgreSQL')(
      'refuses a change when another admin moves the booking between its read and its write',
      async () => {
        const booking = await aBooking();
        let answer: Promise<{ statusCode: number; body: string }> | undefined;
        await t.db.transaction(async (tx) => {
          // Holding the row: the request reads 'pending', then waits at its compare-and-swap.
          await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
          answer = call('POST', `/bookings/${booking.id}/status`, { status: 'confirmed', version: 1 });
          await new Promise((resolve) => setTimeout(resolve, 300));
          // Another admin's write, as every admin write is made: the next version.
          await tx
            .update(bookings)
            .set({ status: 'cancelled', version: 2 })
            .where(eq(bookings.id, booking.id));
        });
        const response = await answer!;
        expect(response.statusCode, response.body).toBe(409);
        expect(checkedBody(JSON.parse(response.body), errorAnswerSchema).error).toMatchObject({
          code: 'RECORD_CHANGED',
          current: { status: 'cancelled', version: 2 },
        });
        expect((await stored(booking.id)).status).toBe('cancelled');
        expect(await auditOf(booking.id)).toEqual([]);
      },
    );
  });

  describe('reschedules', () => {
    it('moves a visit to another day and slot, keeping the one before, audited', async () => {
      const booking = await aBooking({ status: 'confirmed' });
      const response = await call('POST', `/bookings/${booking.id}/reschedule`, {
        preferredDate: inDays(10),
        timeSlot: '15:00-17:00',
      });
      expect(response.statusCode, response.body).toBe(200);
      const moved = responseBody(response, adminBookingSchema);
      expect(moved).toMatchObject({
        status: 'confirmed',
        preferredDate: inDays(10),
        timeSlot: '15:00-17:00',
        rescheduledFrom: {
          preferredDate: inDays(7),
          timeSlot: '11:00-13:00',
          at: expect.any(String) as string,
        },
      });
      expect(Math.abs(Date.parse(moved.rescheduledFrom!.at) - Date.now())).toBeLessThan(60_000);
      expect(await stored(booking.id)).toMatchObject({
        preferredDate: inDays(10),
        timeSlot: '15:00-17:00',
        rescheduledFromDate: inDays(7),
        rescheduledFromSlot: '11:00-13:00',
      });
      expect(await auditOf(booking.id)).toMatchObject([
        {
          action: 'booking.rescheduled',
          details: {
            from: { preferredDate: inDays(7), timeSlot: '11:00-13:00' },
            to: { preferredDate: inDays(10), timeSlot: '15:00-17:00' },
          },
        },
      ]);
    });

    it('keeps only the slot before the latest reschedule', async () => {
      const booking = await aBooking();
      await call('POST', `/bookings/${booking.id}/reschedule`, {
        preferredDate: inDays(8),
        timeSlot: '09:00-11:00',
      });
      const again = await call('POST', `/bookings/${booking.id}/reschedule`, {
        preferredDate: inDays(9),
        timeSlot: '13:00-15:00',
      });
      expect(responseBody(again, adminBookingSchema).rescheduledFrom).toMatchObject({
        preferredDate: inDays(8),
        timeSlot: '09:00-11:00',
      });
      expect(await auditOf(booking.id)).toHaveLength(2);
    });

    it('refuses a reschedule made before someone else cancelled, saying why, with the booking as it is', async () => {
      const booking = await aBooking({ status: 'cancelled', version: 2 });
      const response = await call('POST', `/bookings/${booking.id}/reschedule`, {
        preferredDate: inDays(10),
        timeSlot: '15:00-17:00',
        version: 1,
      });
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).error).toMatchObject({
        code: 'RECORD_CHANGED',
        message: 'A cancelled booking cannot be rescheduled: only pending and confirmed visits can move.',
        current: { id: booking.id, status: 'cancelled', version: 2 },
      });
      expect(await stored(booking.id)).toEqual(booking);
    });

    it.each(['completed', 'cancelled', 'no-show'] as const)(
      'refuses to reschedule a %s booking, changing nothing',
      async (status) => {
        const booking = await aBooking({ status });
        const response = await call('POST', `/bookings/${booking.id}/reschedule`, {
          preferredDate: inDays(10),
          timeSlot: '15:00-17:00',
        });
        expect(response.statusCode).toBe(409);
        expect(errorBody(response).error).toEqual({
          code: 'BOOKING_NOT_RESCHEDULABLE',
          message: `A ${status} booking cannot be rescheduled: only pending and confirmed visits can move.`,
        });
        expect(await stored(booking.id)).toEqual(booking);
        expect(await auditOf(booking.id)).toEqual([]);
      },
    );

    it('refuses a day gone, a day too far, a slot not on the list and the same slot again', async () => {
      const booking = await aBooking();
      const cases: Array<[object, string, string]> = [
        [{ preferredDate: inDays(-1), timeSlot: '11:00-13:00' }, 'preferredDate', BOOKING_MESSAGES.datePast],
        [
          { preferredDate: inDays(91), timeSlot: '11:00-13:00' },
          'preferredDate',
          BOOKING_MESSAGES.dateTooFar,
        ],
        [{ preferredDate: inDays(3), timeSlot: '21:00-23:00' }, 'timeSlot', BOOKING_MESSAGES.slotRequired],
        [
          { preferredDate: inDays(7), timeSlot: '11:00-13:00' },
          'preferredDate',
          BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged,
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await call('POST', `/bookings/${booking.id}/reschedule`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(errorBody(response).error.fields).toEqual({ [field]: message });
      }
      expect(await stored(booking.id)).toEqual(booking);
      expect(await auditOf(booking.id)).toEqual([]);
    });
  });

  describe('notes', () => {
    it('saves trimmed notes, audited, and clears them when empty', async () => {
      const booking = await aBooking();
      const saved = await call('PUT', `/bookings/${booking.id}/notes`, {
        notes: '  Prefers a call after 6 pm.  ',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(responseBody(saved, adminBookingSchema)).toMatchObject({
        id: booking.id,
        notes: 'Prefers a call after 6 pm.',
      });
      const cleared = await call('PUT', `/bookings/${booking.id}/notes`, { notes: '' });
      expect(responseBody(cleared, adminBookingSchema).notes).toBeNull();
      expect((await stored(booking.id)).notes).toBeNull();
      const entries = await auditOf(booking.id);
      expect(entries.map((entry) => [entry.action, entry.details.from, entry.details.to])).toEqual([
        ['booking.notes-changed', null, 'Prefers a call after 6 pm.'],
        ['booking.notes-changed', 'Prefers a call after 6 pm.', null],
      ]);
    });

    it('writes nothing when the notes are saved unchanged', async () => {
      const booking = await aBooking({ notes: 'Has a dog.' });
      const response = await call('PUT', `/bookings/${booking.id}/notes`, { notes: 'Has a dog.' });
      expect(response.statusCode).toBe(200);
      expect(await stored(booking.id)).toEqual(booking);
      expect(await auditOf(booking.id)).toEqual([]);
    });

    it('refuses a save made on notes another admin has changed since, keeping their words', async () => {
      // Admin A opened the booking at version 1; admin B's notes made version 2.
      const booking = await aBooking({ notes: 'B: visitor wants Sunday.', version: 2 });
      const stale = await call('PUT', `/bookings/${booking.id}/notes`, {
        notes: 'A: called, no answer.',
        version: 1,
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(errorBody(stale).error).toMatchObject({
        code: 'RECORD_CHANGED',
        current: { notes: 'B: visitor wants Sunday.', version: 2 },
      });
      expect(await stored(booking.id)).toEqual(booking);

      const fresh = await call('PUT', `/bookings/${booking.id}/notes`, {
        notes: 'B: visitor wants Sunday. A: called, no answer.',
        version: 2,
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect((await stored(booking.id)).notes).toBe('B: visitor wants Sunday. A: called, no answer.');
    });

    it('works on a booking of any status and refuses notes over 2,000 characters', async () => {
      const booking = await aBooking({ status: 'completed' });
      expect((await call('PUT', `/bookings/${booking.id}/notes`, { notes: 'Liked it.' })).statusCode).toBe(
        200,
      );
      for (const payload of [{ notes: 'a'.repeat(2001) }, { notes: 42 }, {}]) {
        const response = await call('PUT', `/bookings/${booking.id}/notes`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(errorBody(response).error.fields!)).toEqual(['notes']);
      }
      expect((await stored(booking.id)).notes).toBe('Liked it.');
    });
  });

  describe('the CSV export', () => {
    const exportCsv = (query = '') => call('GET', `/bookings/export.csv?${query}`);
    const linesOf = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

    it('downloads every match as UTF-8 CSV with a byte order mark and a header row', async () => {
      const booking = await aBooking({ name: 'Priya Sharma', createdAt: new Date('2026-03-01T04:30:00Z') });
      const response = await exportCsv();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="househunt-bookings-${today()}.csv"`,
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, row, end] = linesOf(response.body);
      expect(header).toBe(
        'Reference,Booked at (India time),Status,Visitor,Mobile (+91),Email,Visit date,Time slot,Listing,Listing ID,' +
          'City,Locality,Message,Notes,Rescheduled from date,Rescheduled from slot,Rescheduled at (India time),' +
          'Booking ID',
      );
      expect(row).toMatch(new RegExp(`^${booking.reference},.*,${booking.id}$`));
      expect(row).toContain(
        `2026-03-01 10:00,Pending,Priya Sharma,98450 12345,priya@example.in,${inDays(7)},` +
          `"Late morning, 11 am to 1 pm",3 BHK Apartment in Indiranagar,${flat.id},Bengaluru,Indiranagar,`,
      );
      expect(end).toBe('');
    });

    it('quotes commas, quotes and line breaks, and defuses text a spreadsheet would run', async () => {
      await aBooking({
        name: '=HYPERLINK("http://evil.example","Click")',
        message: 'Two cars, "big" ones\nand a bike',
        notes: '@SUM(A1:A2)',
        email: '-2+3@example.in',
      });
      const [, row] = linesOf((await exportCsv()).body);
      expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
      expect(row).toContain(`,'-2+3@example.in,`);
      expect(row).toContain(`,"Two cars, ""big"" ones\nand a bike",'@SUM(A1:A2),`);
    });

    it('applies the list’s filters and sort, without paging', async () => {
      for (let i = 1; i <= 25; i += 1) await aBooking({ name: `Visitor ${String(i).padStart(2, '0')}` });
      await aBooking({ name: 'Cancelled Visitor', status: 'cancelled' });
      const all = linesOf((await exportCsv('sort=name-asc&status=pending&pageSize=5')).body).slice(1, -1);
      expect(all).toHaveLength(25);
      expect(all[0]).toContain(',Visitor 01,');
      expect(all[24]).toContain(',Visitor 25,');
      const cancelled = linesOf((await exportCsv('status=cancelled')).body).slice(1, -1);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]).toContain(',Cancelled,Cancelled Visitor,');
      expect(linesOf((await exportCsv('q=nobody')).body)).toHaveLength(2);
    });

    it('answers bad filters with 400', async () => {
      for (const query of ['status=lost', 'from=2026-03-10&to=2026-03-01', 'sort=price']) {
        expect((await exportCsv(query)).statusCode, query).toBe(400);
      }
    });
  });

  describe('the agenda', () => {
    const agenda = async (query = '') => {
      const response = await call('GET', `/bookings/agenda?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return responseBody(response, bookingAgendaSchema);
    };
    const summary = (body: { days: Array<{ date: string; bookings: Array<{ name: string }> }> }) =>
      body.days.map((day) => [day.date, day.bookings.map((booking) => booking.name)]);

    it('groups the coming pending and confirmed visits by day, in slot order, only days with visits', async () => {
      await aBooking({
        name: 'Evening',
        preferredDate: inDays(1),
        timeSlot: '17:00-19:00',
        status: 'confirmed',
      });
      await aBooking({ name: 'Morning', preferredDate: inDays(1), timeSlot: '09:00-11:00' });
      await aBooking({ name: 'Today', preferredDate: today(), timeSlot: '13:00-15:00' });
      await aBooking({ name: 'Called off', preferredDate: inDays(1), status: 'cancelled' });
      await aBooking({ name: 'Yesterday', preferredDate: inDays(-1) });
      await aBooking({ name: 'Last day', preferredDate: inDays(13) });
      await aBooking({ name: 'Too far', preferredDate: inDays(14) });
      const body = await agenda();
      expect(body).toMatchObject({ from: today(), to: inDays(13) });
      expect(summary(body)).toEqual([
        [today(), ['Today']],
        [inDays(1), ['Morning', 'Evening']],
        [inDays(13), ['Last day']],
      ]);
      expect(body.days[0]!.bookings[0]).toMatchObject({ listing: { id: flat.id }, status: 'pending' });
    });

    it('starts from a given day for a given number of days, of the statuses asked for', async () => {
      await aBooking({ name: 'Missed', preferredDate: '2026-03-02', status: 'no-show' });
      await aBooking({ name: 'Done', preferredDate: '2026-03-03', status: 'completed' });
      await aBooking({ name: 'Later', preferredDate: '2026-03-04', status: 'completed' });
      const body = await agenda('from=2026-03-01&days=3&status=completed,no-show');
      expect(body).toMatchObject({ from: '2026-03-01', to: '2026-03-03' });
      expect(summary(body)).toEqual([
        ['2026-03-02', ['Missed']],
        ['2026-03-03', ['Done']],
      ]);
      expect((await agenda('from=2026-03-01&days=3')).days).toEqual([]);
    });

    it(`shows at most ${AGENDA_VISITS_MAX} visits, and says when there were more`, async () => {
      const visit = (n: number) => ({
        propertyId: flat.id,
        propertyTitle: flat.title,
        name: `Visitor ${String(n).padStart(3, '0')}`,
        phone: '+919845012345',
        preferredDate: inDays(1 + (n % 3)),
        timeSlot: '11:00-13:00',
      });
      await t.db.insert(bookings).values(Array.from({ length: AGENDA_VISITS_MAX }, (_, n) => visit(n)));
      const full = await agenda();
      expect(full.truncated).toBe(false);
      expect(full.days.flatMap((day: { bookings: unknown[] }) => day.bookings)).toHaveLength(
        AGENDA_VISITS_MAX,
      );

      await t.db.insert(bookings).values(visit(AGENDA_VISITS_MAX));
      const cut = await agenda();
      expect(cut.truncated).toBe(true);
      expect(cut.days.flatMap((day: { bookings: unknown[] }) => day.bookings)).toHaveLength(
        AGENDA_VISITS_MAX,
      );
    });

    it('answers bad parameters with 400', async () => {
      for (const query of ['days=0', 'days=43', 'from=03-01-2026', 'status=lost']) {
        const response = await call('GET', `/bookings/agenda?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(errorBody(response).error.code).toBe('VALIDATION_FAILED');
      }
    });
  });
});
