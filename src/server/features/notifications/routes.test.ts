import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import { addDays, formatVisitDate } from '#domain/india-calendar';
import {
  notificationPageSchema,
  notificationReadSchema,
  notificationsMarkedSchema,
  unreadCountSchema,
} from '#domain/team-notifications';
import { bookings, enquiries, notifications } from '#server/db/schema';
import { aNotification } from '#server/testing/notification-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { signedInVisitor } from '#server/testing/signed-in-visitor';
import type { TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aBookingRequest,
  aConstructionEnquiry,
  aContactEnquiry,
  aFormToken,
  aPropertyEnquiry,
  buildVisitorFormTestApp,
  nextWeek,
} from '#server/testing/visitor-forms';
import { insertOnce } from '#server/anonymous-forms/visitor-records';

describe.each(TEST_DATABASE_KINDS)("the team's notifications on %s", (kind) => {
  let t: TestApp;
  let listingId: string;
  let admin: { cookie: string; 'x-csrf-token': string };
  beforeAll(async () => {
    ({ t, listingId } = await buildVisitorFormTestApp(kind));
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = writeHeaders(signedIn);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(notifications);
    await t.db.delete(bookings);
    await t.db.delete(enquiries);
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload && { payload }) });
  const stored = () => t.db.select().from(notifications);
  const unreadCount = async () =>
    responseBody(await asAdmin('GET', '/api/admin/notifications/unread-count'), unreadCountSchema).unread;

  it('tells the team about a new visit booking, high priority, linking to that booking', async () => {
    const request = aBookingRequest(listingId);
    const response = await post('/api/bookings', request);
    expect(response.statusCode, response.body).toBe(201);

    const list = await asAdmin('GET', '/api/admin/notifications');
    expect(list.statusCode, list.body).toBe(200);
    expect(responseBody(list, notificationPageSchema)).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const [notification] = responseBody(list, notificationPageSchema).items;
    expect(notification).toMatchObject({
      type: 'booking',
      priority: 'high',
      link: `/admin/bookings?booking=${responseBody(response, bookingConfirmationAnswerSchema).booking.id}`,
      readAt: null,
      createdAt: expect.any(String) as string,
    });
    expect(notification!.message).toBe(
      `Priya Sharma would like to visit "3 BHK Apartment in Indiranagar" on ` +
        `${formatVisitDate(request.preferredDate)} (late morning, 11 am to 1 pm).`,
    );
    expect(await unreadCount()).toBe(1);
  });

  it.each([
    [
      'a villa to build',
      () => aConstructionEnquiry(),
      'high',
      'Arjun Rao would like a villa built on their plot in Mysuru (budget ₹1 crore to ₹2 crore).',
    ],
    [
      'a listing',
      () => aPropertyEnquiry(listingId),
      'medium',
      'Meera Iyer asked about "3 BHK Apartment in Indiranagar".',
    ],
    [
      'the contact page',
      () => aContactEnquiry(),
      'medium',
      'Farhan Qureshi sent a question from the contact page.',
    ],
  ])('tells the team about an enquiry about %s, %s priority', async (_about, enquiry, priority, message) => {
    const response = await post('/api/enquiries', enquiry());
    expect(response.statusCode, response.body).toBe(201);
    const link = `/admin/enquiries?enquiry=${responseBody(response, enquiryReceiptAnswerSchema).enquiry.id}`;
    expect(await stored()).toMatchObject([{ type: 'message', priority, link, message }]);
  });

  it('says nothing about a honeypot submission, which is stored nowhere', async () => {
    const trap = { website: 'https://cheap-seo.example', formToken: aFormToken(0) };
    expect((await post('/api/bookings', aBookingRequest(listingId, trap))).statusCode).toBe(201);
    expect((await post('/api/enquiries', aConstructionEnquiry(trap))).statusCode).toBe(201);
    expect(await stored()).toEqual([]);
    expect(await unreadCount()).toBe(0);
  });

  it('tells the team once about a double submit or simultaneous repeats', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const first = await post('/api/bookings', aBookingRequest(listingId), key);
    const again = await post('/api/bookings', aBookingRequest(listingId), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);

    const racing = { 'idempotency-key': randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/enquiries', aContactEnquiry(), racing)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect((await stored()).map((row) => row.type).sort()).toEqual(['booking', 'message']);
  });

  it('keeps neither the record nor its notification when the notification cannot be written', async () => {
    const failure = new Error('the inbox is unavailable');
    const attempt = insertOnce(
      t.db,
      bookings,
      { request: {}, userId: null, idempotencyKey: null, dryRun: false },
      async () => ({
        propertyId: listingId,
        propertyTitle: '3 BHK Apartment in Indiranagar',
        userId: null,
        name: 'Priya Sharma',
        phone: '+919845012345',
        email: null,
        preferredDate: '2031-01-15',
        timeSlot: '11:00-13:00',
        message: null,
        locale: null,
        status: 'pending',
      }),
      async (tx, booking) => {
        await aNotification(tx, { type: 'booking', message: `About ${booking.id}` });
        throw failure;
      },
    );
    await expect(attempt).rejects.toBe(failure);
    expect(await t.db.select().from(bookings)).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('lists the latest first, pages, and shows only the unread or the read ones when asked', async () => {
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    const oldest = await aNotification(t.db, { message: 'Oldest', createdAt: new Date(now - 3 * hour) });
    const read = await aNotification(t.db, {
      message: 'Read',
      createdAt: new Date(now - 2 * hour),
      readAt: new Date(now - hour),
    });
    const newest = await aNotification(t.db, { message: 'Newest', createdAt: new Date(now - hour) });
    const messages = async (query: string) => {
      const response = await asAdmin('GET', `/api/admin/notifications${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = responseBody(response, notificationPageSchema);
      return { ...page, items: page.items.map((item: { id: string }) => item.id) };
    };

    expect(await messages('')).toMatchObject({ total: 3, items: [newest.id, read.id, oldest.id] });
    expect(await messages('?pageSize=2&page=2')).toMatchObject({ total: 3, page: 2, items: [oldest.id] });
    expect(await messages('?state=unread')).toMatchObject({ total: 2, items: [newest.id, oldest.id] });
    expect(await messages('?state=read')).toMatchObject({ total: 1, items: [read.id] });
    expect(await unreadCount()).toBe(2);

    const bad = await asAdmin('GET', '/api/admin/notifications?state=seen');
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { state: 'state must be one of unread, read' },
    });
  });

  it('marks one notification read for the whole team, keeping when it was first read', async () => {
    const notification = await aNotification(t.db);
    await aNotification(t.db);
    expect(await unreadCount()).toBe(2);

    const first = await asAdmin('POST', `/api/admin/notifications/${notification.id}/read`);
    expect(first.statusCode, first.body).toBe(200);
    expect(responseBody(first, notificationReadSchema).notification).toMatchObject({
      id: notification.id,
      readAt: expect.any(String) as string,
    });
    expect(await unreadCount()).toBe(1);

    const again = await asAdmin('POST', `/api/admin/notifications/${notification.id}/read`);
    expect(responseBody(again, notificationReadSchema).notification.readAt).toBe(
      responseBody(first, notificationReadSchema).notification.readAt,
    );
    expect(await unreadCount()).toBe(1);
  });

  it('answers 404 for a notification that does not exist and 400 for an id that is not one', async () => {
    const missing = await asAdmin('POST', `/api/admin/notifications/${randomUUID()}/read`);
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).error).toEqual({
      code: 'NOT_FOUND',
      message: 'This notification no longer exists.',
    });
    const malformed = await asAdmin('POST', '/api/admin/notifications/latest/read');
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed).error.code).toBe('VALIDATION_FAILED');
  });

  it('marks every unread notification read at once, leaving earlier reads as they were', async () => {
    const readBefore = new Date(Date.now() - 60 * 60 * 1000);
    const earlier = await aNotification(t.db, { readAt: readBefore });
    await aNotification(t.db);
    await aNotification(t.db);

    const response = await asAdmin('POST', '/api/admin/notifications/read-all');
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, notificationsMarkedSchema)).toEqual({ marked: 2 });
    expect(await unreadCount()).toBe(0);
    const rows = await stored();
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    expect(rows.find((row) => row.id === earlier.id)?.readAt).toEqual(readBefore);
  });

  describe('reads the notice of a booking or enquiry the team deals with', () => {
    const aNewBooking = async () => {
      const response = await post('/api/bookings', aBookingRequest(listingId));
      expect(response.statusCode, response.body).toBe(201);
      return responseBody(response, bookingConfirmationAnswerSchema).booking.id;
    };
    const aNewEnquiry = async () => {
      const response = await post('/api/enquiries', aContactEnquiry());
      expect(response.statusCode, response.body).toBe(201);
      return responseBody(response, enquiryReceiptAnswerSchema).enquiry.id;
    };
    const unreadLinks = async () =>
      responseBody(
        await asAdmin('GET', '/api/admin/notifications?state=unread'),
        notificationPageSchema,
      ).items.map((item: { link: string }) => item.link);

    it("when a booking is confirmed, leaving other bookings' notices unread", async () => {
      const booking = await aNewBooking();
      const other = await aNewBooking();
      expect(await unreadCount()).toBe(2);

      const confirmed = await asAdmin('POST', `/api/admin/bookings/${booking}/status`, {
        status: 'confirmed',
        version: 1,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await unreadCount()).toBe(1);
      expect(await unreadLinks()).toEqual([`/admin/bookings?booking=${other}`]);
    });

    it('when a booking is rescheduled, but not when the team only writes a note on it', async () => {
      const booking = await aNewBooking();
      const noted = await asAdmin('PUT', `/api/admin/bookings/${booking}/notes`, {
        notes: 'Call back Monday',
      });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(await unreadCount()).toBe(1);

      const moved = await asAdmin('POST', `/api/admin/bookings/${booking}/reschedule`, {
        preferredDate: addDays(nextWeek(), 1),
        timeSlot: '15:00-17:00',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await unreadCount()).toBe(0);
    });

    it("keeps a deleted listing's notice that opens the booking: it asks the team to call every visitor", async () => {
      const booking = await aNewBooking();
      await aNotification(t.db, { type: 'property', link: `/admin/bookings?booking=${booking}` });
      const cancelled = await asAdmin('POST', `/api/admin/bookings/${booking}/status`, {
        status: 'cancelled',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await stored()).map(({ type, readAt }) => [type, readAt === null])).toEqual(
        expect.arrayContaining([
          ['booking', false],
          ['property', true],
        ]),
      );
    });

    it('when an enquiry is closed, not when a move is refused', async () => {
      const enquiry = await aNewEnquiry();
      const other = await aNewEnquiry();
      // Made on a version the enquiry no longer has.
      const refused = await asAdmin('POST', `/api/admin/enquiries/${enquiry}/status`, {
        status: 'contacted',
        version: 0,
      });
      expect(refused.statusCode).toBe(409);
      expect(await unreadCount()).toBe(2);

      const closed = await asAdmin('POST', `/api/admin/enquiries/${enquiry}/status`, { status: 'closed' });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await unreadLinks()).toEqual([`/admin/enquiries?enquiry=${other}`]);
    });
  });

  it('keeps the inbox to admins: 401 signed out, 403 for a visitor', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/notifications/unread-count' });
    expect(anonymous.statusCode).toBe(401);
    const visitor = await signedInVisitor(t.app, 'visitor@example.com');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read-all',
      headers: visitor.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
