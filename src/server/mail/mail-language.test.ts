import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, enquiries, mails, users } from '#server/db/schema';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aBookingRequest,
  aConstructionEnquiry,
  aContactEnquiry,
  TEST_FORM_ENV,
} from '#server/testing/visitor-forms';

describe.each(TEST_DATABASE_KINDS)('visitor mails in the visitor’s language on %s', (kind) => {
  let t: TestApp;
  let listing: { id: string; title: string };
  let admin: Record<string, string>;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_FORM_ENV });
    listing = await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    admin = writeHeaders(await signIn(t.app, 'admin@example.com'));
    visitor = writeHeaders(await signIn(t.app, 'hindi-visitor@example.com'));
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(mails);
    await t.db.delete(bookings);
    await t.db.delete(enquiries);
    await t.db.update(users).set({ locale: null });
  });

  const book = async (overrides: Parameters<typeof aBookingRequest>[1] = {}, headers = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: aBookingRequest(listing.id, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, bookingConfirmationAnswerSchema).booking;
  };
  const visitorMails = (bookingId: string) =>
    t.db
      .select()
      .from(mails)
      .where(like(mails.dedupeKey, `booking:${bookingId}:%`))
      .orderBy(asc(mails.createdAt))
      .then((rows) => rows.filter((mail) => !mail.template.startsWith('team-')));
  const setLocale = (payload: unknown, headers: Record<string, string> = visitor) =>
    t.app.inject({ method: 'PUT', url: '/api/me/locale', headers, payload: payload as object });

  it('writes a guest’s visit mails in Hindi when they booked from a Hindi page, the invite too', async () => {
    const booking = await book({ locale: 'hi' });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/status`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [requested, confirmation] = await visitorMails(booking.id);
    expect(requested!.subject).toBe(`साइट विज़िट का अनुरोध मिला: ${listing.title}`);
    for (const part of [requested!.html, requested!.text]) {
      expect(part).toContain('नमस्ते Priya Sharma जी,');
      expect(part).toContain('₹1.85 करोड़');
      expect(part).toContain('सुबह 11 से दोपहर 1 बजे');
      expect(part).toContain(`http://localhost/hi/property/${listing.id}`);
      expect(part).toContain(booking.reference);
      expect(part).not.toContain('Thank you');
    }
    expect(requested!.html).toContain('<html lang="hi-IN">');
    expect(confirmation!.subject).toMatch(/^साइट विज़िट पक्की: \S+वार, \d+ \S+ \d{4}$/);
    const invite = confirmation!.attachments[0]!.content.replace(/\r\n[ \t]/g, '');
    expect(invite).toContain(`SUMMARY:साइट विज़िट: ${listing.title}`);
  });

  it('writes to a signed-in visitor in the language saved on their account, over the page’s', async () => {
    expect((await setLocale({ locale: 'hi' })).statusCode).toBe(204);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'hindi-visitor@example.com'));
    expect(account!.locale).toBe('hi');
    const booking = await book({ locale: 'en', email: 'hindi-visitor@example.com' }, visitor);
    const [requested] = await visitorMails(booking.id);
    expect(requested!.subject).toBe(`साइट विज़िट का अनुरोध मिला: ${listing.title}`);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: visitor,
      payload: aContactEnquiry({ email: 'hindi-visitor@example.com' }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = responseBody(sent, enquiryReceiptAnswerSchema).enquiry;
    const [received] = await t.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `enquiry:${id}:received`));
    expect(received!.subject).toBe('आपका संदेश हमें मिल गया है');
    expect(received!.text).toContain('फ़ोन:');
  });

  it('acknowledges a guest’s enquiry from a Hindi page in Hindi', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: aContactEnquiry({ locale: 'hi' }),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = responseBody(sent, enquiryReceiptAnswerSchema).enquiry;
    const [received] = await t.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, `enquiry:${id}:received`));
    expect(received!.subject).toBe('आपका संदेश हमें मिल गया है');
    expect(received!.text).toMatch(/^नमस्ते,\n\nHouseHunt को लिखने के लिए धन्यवाद।/);
  });

  it('says a villa request’s plot, budget and timeline in the mail’s language', async () => {
    const receivedFor = async (locale: 'en' | 'hi') => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: aConstructionEnquiry({
          locale,
          plotArea: '2,400',
          plotAreaUnit: 'sq-yd',
          budgetRange: '1cr-2cr',
          timeline: 'exploring',
        }),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = responseBody(sent, enquiryReceiptAnswerSchema).enquiry;
      const [received] = await t.db
        .select()
        .from(mails)
        .where(eq(mails.dedupeKey, `enquiry:${id}:received`));
      return received!.text;
    };
    const hindi = await receivedFor('hi');
    expect(hindi).toContain('2,400 वर्ग गज़');
    expect(hindi).toContain('₹1 करोड़ से ₹2 करोड़');
    expect(hindi).toContain('अभी सिर्फ़ जानकारी ले रहे हैं');
    expect(hindi).not.toMatch(/crore|exploring|sq\. yd/);
    const english = await receivedFor('en');
    expect(english).toContain('2,400 sq. yd (gaj)');
    expect(english).toContain('₹1 crore to ₹2 crore');
    expect(english).toContain('Just exploring for now');
  });

  it('keeps English for a request with no language or an English one, and for an account that chose English', async () => {
    const guest = await book();
    const english = await book({ locale: 'en', phone: '98450 54321' });
    expect((await setLocale({ locale: 'en' })).statusCode).toBe(204);
    const account = await book({ locale: 'hi', phone: '98450 11111' }, visitor);
    for (const booking of [guest, english, account]) {
      const [requested] = await visitorMails(booking.id);
      expect(requested!.subject).toBe(`Visit requested: ${listing.title}`);
      expect(requested!.html).toContain('<html lang="en-IN">');
      expect(requested!.text).toContain('₹1.85 Cr');
      expect(requested!.text).toContain('late morning, 11 am to 1 pm');
    }
  });

  it('refuses a bad language in a booking or enquiry', async () => {
    for (const locale of ['fr', 'HI', '', 'हिन्दी']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: aBookingRequest(listing.id, { locale: locale as 'hi' }),
      });
      expect(response.statusCode, locale).toBe(400);
    }
  });

  describe('PUT /api/me/locale', () => {
    it('is only for a signed-in visitor', async () => {
      expect((await setLocale({ locale: 'hi' }, {})).statusCode).toBe(401);
    });

    it('needs the session’s CSRF token, and a write from another site is refused', async () => {
      const { cookie } = visitor;
      expect((await setLocale({ locale: 'hi' }, { cookie: cookie! })).statusCode).toBe(403);
      expect((await setLocale({ locale: 'hi' }, { ...visitor, 'x-csrf-token': 'forged' })).statusCode).toBe(
        403,
      );
      expect(
        (await setLocale({ locale: 'hi' }, { ...visitor, origin: 'https://evil.example' })).statusCode,
      ).toBe(403);
      const [account] = await t.db.select().from(users).where(eq(users.email, 'hindi-visitor@example.com'));
      expect(account!.locale).toBeNull();
    });

    it('takes English or Hindi only, and nothing else in the body', async () => {
      for (const payload of [
        { locale: 'fr' },
        { locale: 'हिन्दी' },
        { locale: 'hi'.repeat(100_000) },
        { locale: null },
        { locale: ['hi'] },
        {},
        { locale: 'hi', role: 'admin' },
      ]) {
        const response = await setLocale(payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
      }
      const [account] = await t.db.select().from(users).where(eq(users.email, 'hindi-visitor@example.com'));
      expect(account).toMatchObject({ locale: null, role: 'user' });
    });
  });
});
