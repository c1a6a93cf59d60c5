import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { addDays, indiaToday } from '#domain/india-calendar';
import { managedVisitAnswerSchema, VISIT_LINK_MESSAGES } from '#domain/visit-link';
import { auditLog, bookings, mails } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aBookingRequest,
  buildVisitorFormTestApp,
  type VisitorFormSetUp,
} from '#server/testing/visitor-forms';
import { mintVisitLinkToken } from './visit-link/visit-link.js';

describe.each(TEST_DATABASE_KINDS)('the "Manage your visit" link on %s', (kind) => {
  let setUp: VisitorFormSetUp;
  let admin: Record<string, string>;
  const today = () => indiaToday(new Date());
  beforeAll(async () => {
    setUp = await buildVisitorFormTestApp(kind);
    const signedIn = await signIn(setUp.t.app, 'admin@example.com');
    admin = writeHeaders(signedIn);
  });
  afterAll(async () => setUp?.t.close());

  const book = async (overrides: Parameters<typeof aBookingRequest>[1] = {}) => {
    const response = await setUp.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(setUp.listingId, { preferredDate: addDays(today(), 6), ...overrides }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, bookingConfirmationAnswerSchema).booking;
  };
  const mailsOf = (bookingId: string, template: string) =>
    setUp.t.db
      .select()
      .from(mails)
      .where(and(like(mails.dedupeKey, `booking:${bookingId}:%`), eq(mails.template, template)))
      .orderBy(asc(mails.createdAt));
  /** The token of the link in the booking's latest mail of `template`. */
  const tokenFromMail = async (bookingId: string, template = 'visit-requested') => {
    const [mail] = (await mailsOf(bookingId, template)).slice(-1);
    const match = /http:\/\/localhost\/visit\?token=([^\s"&<]+)/.exec(mail!.text);
    expect(match, mail!.text).not.toBeNull();
    expect(mail!.html).toContain('Manage your visit');
    return decodeURIComponent(match![1]!);
  };
  const get = (token: string) =>
    setUp.t.app.inject({
      method: 'GET',
      url: `/api/bookings/manage?${new URLSearchParams({ token }).toString()}`,
    });
  const post = (path: string, token: string, payload: unknown) =>
    setUp.t.app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${path}?${new URLSearchParams({ token }).toString()}`,
      payload: payload as object,
    });
  const stored = async (id: string) =>
    (await setUp.t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it('puts a link in the visit mails that shows that visit, signed out, without phone or email', async () => {
    const booking = await book();
    const answer = await get(await tokenFromMail(booking.id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(responseBody(answer, managedVisitAnswerSchema).visit).toEqual({
      reference: booking.reference,
      status: 'pending',
      name: 'Priya Sharma',
      preferredDate: booking.preferredDate,
      timeSlot: '11:00-13:00',
      listing: { id: setUp.listingId, title: expect.any(String) as string },
      version: expect.any(Number) as number,
      canReschedule: true,
      canCancel: true,
    });
    expect(answer.body).not.toContain('priya@example.in');
    expect(answer.body).not.toContain('9845012345');
  });

  it('moves a confirmed visit by the booking form’s rules, with the mail and invite the team’s move sends', async () => {
    const booking = await book();
    const confirm = await setUp.t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/status`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    const token = await tokenFromMail(booking.id, 'visit-confirmed');
    const past = await post('reschedule', token, {
      preferredDate: addDays(today(), -1),
      timeSlot: '09:00-11:00',
    });
    expect(past.statusCode).toBe(400);
    expect(errorBody(past).error.fields!.preferredDate).toBeDefined();
    const newDay = addDays(today(), 10);
    const moved = await post('reschedule', token, { preferredDate: newDay, timeSlot: '15:00-17:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(responseBody(moved, managedVisitAnswerSchema).visit).toMatchObject({
      preferredDate: newDay,
      timeSlot: '15:00-17:00',
      status: 'confirmed',
    });
    const row = await stored(booking.id);
    expect(row).toMatchObject({ preferredDate: newDay, rescheduledFromDate: booking.preferredDate });
    const [mail] = await mailsOf(booking.id, 'visit-rescheduled');
    expect(mail!.attachments).toHaveLength(1);
    // The new mail's link is for the new day.
    expect(
      responseBody(await get(await tokenFromMail(booking.id, 'visit-rescheduled')), managedVisitAnswerSchema)
        .visit.preferredDate,
    ).toBe(newDay);
    const [audit] = await setUp.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'booking.rescheduled')));
    expect(audit).toMatchObject({
      actorEmail: 'priya@example.in',
      details: expect.objectContaining({ by: 'visit link' }) as object,
    });
  });

  it('cancels the visit with the "Visit cancelled" mail, once; a cancelled visit moves no more', async () => {
    const booking = await book();
    const token = await tokenFromMail(booking.id);
    const cancelled = await post('cancel', token, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(responseBody(cancelled, managedVisitAnswerSchema).visit).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canReschedule: false,
    });
    expect((await post('cancel', token, {})).statusCode).toBe(200);
    expect(await mailsOf(booking.id, 'visit-cancelled')).toHaveLength(1);
    const moved = await post('reschedule', token, {
      preferredDate: addDays(today(), 8),
      timeSlot: '09:00-11:00',
    });
    expect(moved.statusCode).toBe(409);
    expect(errorBody(moved).error.code).toBe('BOOKING_NOT_RESCHEDULABLE');
  });

  it('refuses a stale version with the visit as the link shows it, not the team’s record', async () => {
    const booking = await book();
    const token = await tokenFromMail(booking.id);
    await setUp.t.db
      .update(bookings)
      .set({ notes: 'Secret team note', version: 9 })
      .where(eq(bookings.id, booking.id));
    const stale = await post('cancel', token, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).error.code).toBe('RECORD_CHANGED');
    expect(stale.body).not.toContain('Secret team note');
    expect(errorBody(stale).error.current).toMatchObject({ reference: booking.reference, version: 9 });
    expect((await stored(booking.id)).status).toBe('pending');
  });

  it('works for its own booking only: a token for A cannot read or change B', async () => {
    const a = await book();
    const b = await book({ name: 'Ravi Kumar' });
    const tokenA = await tokenFromMail(a.id);
    const tokenB = await tokenFromMail(b.id);
    const [idA, dayA, signatureA] = tokenA.split('.');
    const signatureB = tokenB.split('.')[2];
    // B's id under A's signature, and A's id with B's signature: both forged.
    for (const forged of [`${b.id}.${dayA}.${signatureA}`, `${idA}.${dayA}.${signatureB}`]) {
      for (const response of [await get(forged), await post('cancel', forged, {})]) {
        expect(response.statusCode).toBe(400);
        expect(errorBody(response).error).toMatchObject({
          code: 'VISIT_LINK_INVALID',
          message: VISIT_LINK_MESSAGES.invalid,
        });
      }
    }
    expect(responseBody(await get(tokenA), managedVisitAnswerSchema).visit.reference).toBe(a.reference);
    expect((await stored(b.id)).status).toBe('pending');
  });

  it('expires after the visit’s day, with a clear message, and changes nothing', async () => {
    const booking = await book();
    const secret = setUp.t.config.visitLinkSecret;
    const yesterday = addDays(today(), -1);
    const oldLink = mintVisitLinkToken(secret, { id: booking.id, preferredDate: yesterday });
    for (const response of [await get(oldLink), await post('cancel', oldLink, {})]) {
      expect(response.statusCode).toBe(410);
      expect(errorBody(response).error).toMatchObject({
        code: 'VISIT_LINK_EXPIRED',
        message: VISIT_LINK_MESSAGES.expired,
      });
    }
    // A link still in date for a visit that has since taken place (moved earlier, say) has ended too.
    await setUp.t.db.update(bookings).set({ preferredDate: yesterday }).where(eq(bookings.id, booking.id));
    const current = mintVisitLinkToken(secret, { id: booking.id, preferredDate: booking.preferredDate });
    expect((await post('cancel', current, {})).statusCode).toBe(410);
    expect((await stored(booking.id)).status).toBe('pending');
    // Signed with another key: not ours.
    const foreign = mintVisitLinkToken('another-secret', {
      id: booking.id,
      preferredDate: booking.preferredDate,
    });
    expect((await get(foreign)).statusCode).toBe(400);
  });

  it('answers bad tokens and bodies with 4xx and changes nothing', async () => {
    const booking = await book();
    const token = await tokenFromMail(booking.id);
    const before = await stored(booking.id);
    const badTokens = [
      '',
      '.',
      'x'.repeat(5000),
      '💥.🏠.🔑',
      `${booking.id}..`,
      `${token}.extra`,
      token.toUpperCase(),
      '%00',
    ];
    for (const bad of badTokens) {
      const response = await get(bad);
      expect(response.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, bad).toBeLessThan(500);
    }
    const noToken = await setUp.t.app.inject({ method: 'GET', url: '/api/bookings/manage' });
    expect(noToken.statusCode).toBe(400);
    const badBodies: unknown[] = [
      { preferredDate: 42, timeSlot: true },
      { preferredDate: '2026-02-30', timeSlot: '11:00-13:00' },
      { preferredDate: addDays(today(), 400), timeSlot: '11:00-13:00' },
      { preferredDate: addDays(today(), 3), timeSlot: '03:00-05:00' },
      { preferredDate: 'ಕನ್ನಡ'.repeat(1000), timeSlot: '🏠' },
      { preferredDate: addDays(today(), 3), timeSlot: '11:00-13:00', version: 'one' },
      [],
    ];
    for (const body of badBodies) {
      const response = await post('reschedule', token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const body of [{ version: -1 }, { version: 'x' }, { version: 1.5 }]) {
      expect((await post('cancel', token, body)).statusCode).toBe(400);
    }
    expect(await stored(booking.id)).toEqual(before);
  });
});
