import { and, eq } from 'drizzle-orm';
import { createLiveListing } from '#server/testing/live-listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import { publicVerificationRecordSchema } from '#domain/verification-record';
import { myVisitAnswerSchema } from '#domain/my-account';
import { propertyInputSchema } from '#domain/property-schema';
import { VISIT_FEEDBACK_MESSAGES, visitFeedbackVisitAnswerSchema } from '#domain/visit-feedback';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, mails, visitFeedback } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { injectAs, signedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { mintVisitFeedbackToken } from './visit-feedback/feedback-link.js';
import { mintVisitLinkToken } from './visit-link/visit-link.js';

const YES = { photosMatched: true, priceAsListed: true, stillAvailable: true };

describe.each(TEST_DATABASE_KINDS)('visitors’ answers after a visit on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let listingId: string;
  const today = () => indiaToday(new Date());
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = writeHeaders(signedIn);
    listingId = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
  });
  afterAll(async () => t?.close());

  /** A confirmed visit to `listing` on `day`, booked by `userId` when given. */
  const aVisit = async ({
    day = today(),
    userId = null as string | null,
    listing = listingId,
    status = 'confirmed' as const,
  } = {}) =>
    (
      await t.db
        .insert(bookings)
        .values({
          propertyId: listing,
          propertyTitle: '3 BHK Apartment in Indiranagar',
          userId,
          name: 'Priya Sharma',
          phone: '+919845012345',
          email: 'priya@example.in',
          preferredDate: day,
          timeSlot: '11:00-13:00',
          status,
        })
        .returning()
    )[0]!;
  const complete = async (id: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${id}/status`,
      headers: admin,
      payload: { status: 'completed' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const feedbackMail = async (bookingId: string) =>
    (
      await t.db
        .select()
        .from(mails)
        .where(
          and(eq(mails.dedupeKey, `booking:${bookingId}:completed`), eq(mails.template, 'visit-feedback')),
        )
    )[0];
  const tokenFromMail = async (bookingId: string) => {
    const mail = await feedbackMail(bookingId);
    const match = /http:\/\/localhost\/visit\/feedback\?token=([^\s"&<]+)/.exec(mail!.text);
    expect(match, mail!.text).not.toBeNull();
    return decodeURIComponent(match![1]!);
  };
  const query = (token: string) => new URLSearchParams({ token }).toString();
  const read = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/feedback?${query(token)}` });
  const answer = (token: string, payload: unknown = YES) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/feedback?${query(token)}`,
      payload: payload as object,
    });
  const publicRecord = async (id = listingId) =>
    responseBody(
      await t.app.inject({ method: 'GET', url: `/api/properties/${id}/verification` }),
      publicVerificationRecordSchema,
    );

  it('mails the visitor a signed link when the team marks the visit completed, and takes one answer', async () => {
    const visit = await aVisit();
    await complete(visit.id);
    const mail = await feedbackMail(visit.id);
    expect(mail).toMatchObject({ to: 'priya@example.in' });
    expect(mail!.text).toContain('Did the home match its photos?');
    const token = await tokenFromMail(visit.id);

    const shown = await read(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(responseBody(shown, visitFeedbackVisitAnswerSchema).visit).toEqual({
      reference: visit.reference,
      preferredDate: visit.preferredDate,
      listing: { id: listingId, title: '3 BHK Apartment in Indiranagar' },
      answeredAt: null,
      canAnswer: true,
    });
    expect(shown.body).not.toContain('priya@example.in');

    const given = await answer(token, { photosMatched: true, priceAsListed: false, stillAvailable: true });
    expect(given.statusCode, given.body).toBe(200);
    expect(responseBody(given, visitFeedbackVisitAnswerSchema).visit).toMatchObject({ canAnswer: false });

    const again = await answer(token, YES);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).error).toEqual({
      code: 'VISIT_FEEDBACK_ALREADY_GIVEN',
      message: VISIT_FEEDBACK_MESSAGES.alreadyGiven,
    });
    const [stored] = await t.db.select().from(visitFeedback).where(eq(visitFeedback.bookingId, visit.id));
    expect(stored).toMatchObject({ propertyId: listingId, photosMatched: true, priceAsListed: false });
    expect(responseBody(await read(token), visitFeedbackVisitAnswerSchema).visit.answeredAt).not.toBeNull();
  });

  it('counts "N of M visitors said it matched" on the property page, with the day of the last answer', async () => {
    const listing = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
    expect((await publicRecord(listing)).visitorAnswers).toBeNull();
    const answers = [YES, { ...YES, stillAvailable: false }, { ...YES, photosMatched: false }];
    for (const given of answers) {
      const visit = await aVisit({ listing });
      await complete(visit.id);
      expect((await answer(await tokenFromMail(visit.id), given)).statusCode).toBe(200);
    }
    // Availability is not part of "matched": two of three said the photos and price matched.
    expect((await publicRecord(listing)).visitorAnswers).toEqual({
      matched: 2,
      answered: 3,
      lastAnsweredOn: today(),
    });
  });

  it.each([
    ['a token with a changed booking id', (token: string) => `${'0'.repeat(8)}${token.slice(8)}`],
    ['a token with a changed signature', (token: string) => `${token.slice(0, -2)}AA`],
    ['a token with extra parts', (token: string) => `${token}.x`],
    ['an empty token', () => ''],
    ['a huge token', () => 'x'.repeat(100_000)],
    ['unicode', () => 'टोकन.😀'],
  ])('refuses %s as not genuine', async (_case, tamper) => {
    const visit = await aVisit();
    await complete(visit.id);
    const token = tamper(await tokenFromMail(visit.id));
    for (const response of [await read(token), await answer(token)]) {
      expect(response.statusCode, response.body).toBe(400);
      // In the message, or on the token's field when the query itself is refused.
      expect(JSON.stringify(errorBody(response).error)).toContain(VISIT_FEEDBACK_MESSAGES.invalid);
    }
    expect(await t.db.select().from(visitFeedback).where(eq(visitFeedback.bookingId, visit.id))).toEqual([]);
  });

  it('refuses the "Manage your visit" link’s token, and another booking’s token answers only for that booking', async () => {
    const visit = await aVisit();
    const other = await aVisit();
    await complete(visit.id);
    await complete(other.id);
    const manage = mintVisitLinkToken('any', visit);
    expect((await answer(manage)).statusCode).toBe(400);
    expect((await answer(await tokenFromMail(other.id))).statusCode).toBe(200);
    expect(await t.db.select().from(visitFeedback).where(eq(visitFeedback.bookingId, visit.id))).toEqual([]);
  });

  it('takes no answer before the visit is completed, nor 30 days after its day', async () => {
    const pending = await aVisit();
    const secret = t.config.visitLinkSecret;
    const early = await answer(mintVisitFeedbackToken(secret, pending));
    expect(early.statusCode).toBe(409);
    expect(errorBody(early).error.code).toBe('VISIT_NOT_COMPLETED');
    const old = await aVisit({ day: addDays(today(), -31) });
    await complete(old.id);
    const late = await answer(await tokenFromMail(old.id));
    expect(late.statusCode).toBe(410);
    expect(errorBody(late).error.code).toBe('VISIT_FEEDBACK_EXPIRED');
    const inTime = await aVisit({ day: addDays(today(), -30) });
    await complete(inTime.id);
    expect((await answer(await tokenFromMail(inTime.id))).statusCode).toBe(200);
  });

  it.each([
    ['words for yes', { ...YES, photosMatched: 'yes' }],
    ['a missing answer', { photosMatched: true, priceAsListed: true }],
    ['numbers', { photosMatched: 1, priceAsListed: 0, stillAvailable: 1 }],
    ['a list', [true, true, true]],
  ])('refuses %s with 400, storing nothing', async (_case, payload) => {
    const visit = await aVisit();
    await complete(visit.id);
    const response = await answer(await tokenFromMail(visit.id), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await t.db.select().from(visitFeedback).where(eq(visitFeedback.bookingId, visit.id))).toEqual([]);
  });

  it('lets a signed-in visitor answer for their own visit on My HouseHunt, once, and nobody else', async () => {
    const priya = await signedInVisitor(t.app, 'priya.feedback@example.in');
    const ravi = await signedInVisitor(t.app, 'ravi.feedback@example.in');
    const visit = await aVisit({ userId: priya.userId });
    const early = await injectAs(t.app, priya, 'POST', `/api/me/visits/${visit.id}/feedback`, YES);
    expect(early.statusCode).toBe(409);
    await complete(visit.id);
    const listed = await injectAs(t.app, priya, 'GET', '/api/me/visits');
    expect(listed.body).toContain('"canGiveFeedback":true');

    const notTheirs = await injectAs(t.app, ravi, 'POST', `/api/me/visits/${visit.id}/feedback`, YES);
    expect(notTheirs.statusCode).toBe(404);
    const signedOut = await injectAs(t.app, null, 'POST', `/api/me/visits/${visit.id}/feedback`, YES);
    expect(signedOut.statusCode).toBe(401);

    const given = await injectAs(t.app, priya, 'POST', `/api/me/visits/${visit.id}/feedback`, YES);
    expect(given.statusCode, given.body).toBe(200);
    expect(responseBody(given, myVisitAnswerSchema).visit).toMatchObject({
      feedback: { ...YES, answeredAt: expect.any(String) as string },
      canGiveFeedback: false,
    });
    const again = await injectAs(t.app, priya, 'POST', `/api/me/visits/${visit.id}/feedback`, YES);
    expect(errorBody(again).error.code).toBe('VISIT_FEEDBACK_ALREADY_GIVEN');
    // The mail's link is then refused as well: one answer per booking, however given.
    expect((await answer(await tokenFromMail(visit.id))).statusCode).toBe(409);
  });
});
