import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, mails } from '#server/db/schema';
import { queueVisitMail } from '#server/features/bookings/mails/visit-mails';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aBookingRequest, TEST_FORM_ENV } from '#server/testing/visitor-forms';

describe.each(TEST_DATABASE_KINDS)('Sent mail attachments on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  let confirmedId: string;
  let requestedId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_FORM_ENV });
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = { cookie: signedIn.jar.header() };
    const someone = await signIn(t.app, 'priya@example.in');
    visitor = { cookie: someone.jar.header() };
    const listing = await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(listing.id),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [booking] = await t.db
      .update(bookings)
      .set({ status: 'confirmed', version: 2 })
      .where(eq(bookings.id, responseBody(booked, bookingConfirmationAnswerSchema).booking.id))
      .returning();
    await t.db.transaction((tx) =>
      queueVisitMail(tx, { publicUrl: TEST_PUBLIC_URL, visitLinkSecret: 'test' }, booking!, 'confirmed'),
    );
    confirmedId = (await t.db.select().from(mails).where(eq(mails.template, 'visit-confirmed')))[0]!.id;
    requestedId = (await t.db.select().from(mails).where(eq(mails.template, 'visit-requested')))[0]!.id;
  });
  afterAll(async () => t?.close());

  const download = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

  it('downloads a visit’s .ics invite for an admin, as the file that was sent', async () => {
    const response = await download(`/api/admin/mails/${confirmedId}/attachments/0`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="visit.ics"');
    expect(response.headers['cache-control']).toBe('no-store');
    const [mail] = await t.db.select().from(mails).where(eq(mails.id, confirmedId));
    expect(response.body).toBe(mail!.attachments[0]!.content);
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('gives the file to admins only', async () => {
    const url = `/api/admin/mails/${confirmedId}/attachments/0`;
    expect((await download(url, {})).statusCode).toBe(401);
    const refused = await download(url, visitor);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('VCALENDAR');
  });

  it.each([
    ['an attachment the mail does not have', () => `/api/admin/mails/${confirmedId}/attachments/1`, 404],
    ['a mail without attachments', () => `/api/admin/mails/${requestedId}/attachments/0`, 404],
    ['no such mail', () => '/api/admin/mails/5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71/attachments/0', 404],
    ['a mail id that is not one', () => '/api/admin/mails/not-a-mail/attachments/0', 400],
    ['a negative number', () => `/api/admin/mails/${confirmedId}/attachments/-1`, 400],
    ['a fraction', () => `/api/admin/mails/${confirmedId}/attachments/0.5`, 400],
    ['a word', () => `/api/admin/mails/${confirmedId}/attachments/first`, 400],
    ['a huge number', () => `/api/admin/mails/${confirmedId}/attachments/${'9'.repeat(40)}`, 400],
    ['unicode', () => `/api/admin/mails/${confirmedId}/attachments/${encodeURIComponent('٠')}`, 400],
  ])('answers %s with an error, never a 500', async (_case, url, status) => {
    const response = await download(url());
    expect(response.statusCode, response.body).toBe(status);
    expect(errorBody(response).error.code).toEqual(expect.any(String));
  });
});
