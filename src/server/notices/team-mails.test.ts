import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import { addDays, indiaToday } from '#domain/india-calendar';
import { propertyInputSchema } from '#domain/property-schema';
import { teamMailChoicesSchema } from '#domain/team-mail-choices';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, enquiries, mails, users } from '#server/db/schema';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { signedInVisitor } from '#server/testing/signed-in-visitor';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aBookingRequest,
  aConstructionEnquiry,
  aContactEnquiry,
  aPropertyEnquiry,
  TEST_FORM_ENV,
} from '#server/testing/visitor-forms';
import { queueDailyDigests } from './team-mails.js';

describe.each(TEST_DATABASE_KINDS)('team mail by default on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_FORM_ENV });
    listingId = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
  });
  afterAll(async () => t?.close());

  const teamMails = async (template: string) =>
    (await t.db.select().from(mails).where(eq(mails.template, template))).map((mail) => mail.to).sort();

  it('mails each new booking and enquiry to admins who never chose, and to none who turned it off', async () => {
    const fresh = await signIn(t.app, 'new-admin@example.com');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'new-admin@example.com'));
    // As the migration leaves an admin from before: switches off, never saved.
    await t.db.insert(users).values({ email: 'old-admin@example.com', role: 'admin' });
    const chooser = await signIn(t.app, 'admin@example.com');
    const chooserHeaders = writeHeaders(chooser);
    const choices = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile/team-mail',
      headers: writeHeaders(fresh),
    });
    expect(responseBody(choices, teamMailChoicesSchema)).toEqual({
      newBookings: true,
      newEnquiries: true,
      dailyDigest: false,
    });
    const turnedOff = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/profile/team-mail',
      headers: chooserHeaders,
      payload: { newBookings: false, newEnquiries: true, dailyDigest: false },
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);

    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(listingId),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const enquired = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: aContactEnquiry(),
    });
    expect(enquired.statusCode, enquired.body).toBe(201);

    expect(await teamMails('team-new-booking')).toEqual(['new-admin@example.com', 'old-admin@example.com']);
    expect(await teamMails('team-new-enquiry')).toEqual([
      'admin@example.com',
      'new-admin@example.com',
      'old-admin@example.com',
    ]);
    // Nobody chose the digest: it is off by default.
    expect(
      await queueDailyDigests(t.db, { publicUrl: TEST_PUBLIC_URL }, new Date(Date.now() + 86_400_000)),
    ).toBe(0);
  });
});

describe.each(TEST_DATABASE_KINDS)('mail about enquiries, and the team digest, on %s', (kind) => {
  let t: TestApp;
  let listing: { id: string; title: string };
  let admin: Record<string, string>;
  const choose = (choices: { newBookings: boolean; newEnquiries: boolean; dailyDigest: boolean }) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/profile/team-mail', headers: admin, payload: choices });
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_FORM_ENV });
    listing = await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = writeHeaders(signedIn);
    const quiet = await signIn(t.app, 'quiet-admin@example.com');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'quiet-admin@example.com'));
    const optOut = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/profile/team-mail',
      headers: writeHeaders(quiet),
      payload: { newBookings: false, newEnquiries: false, dailyDigest: false },
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(mails);
    await t.db.delete(enquiries);
    await t.db.delete(bookings);
  });

  const send = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, enquiryReceiptAnswerSchema).enquiry;
  };
  const mailsOf = (enquiryId: string) =>
    t.db
      .select()
      .from(mails)
      .where(like(mails.dedupeKey, `enquiry:${enquiryId}:%`))
      .orderBy(asc(mails.template));

  it('keeps each admin’s choice of team mail, new bookings and enquiries on until they turn them off', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/profile/team-mail', headers: admin });
    expect(responseBody(before, teamMailChoicesSchema)).toEqual({
      newBookings: true,
      newEnquiries: true,
      dailyDigest: false,
    });
    expect((await choose({ newBookings: false, newEnquiries: true, dailyDigest: true })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/profile/team-mail', headers: admin });
    expect(responseBody(after, teamMailChoicesSchema)).toEqual({
      newBookings: false,
      newEnquiries: true,
      dailyDigest: true,
    });
  });

  it('acknowledges a contact enquiry and tells the admins who asked, and only them', async () => {
    await choose({ newBookings: false, newEnquiries: true, dailyDigest: false });
    const enquiry = await send(aContactEnquiry());
    const queued = await mailsOf(enquiry.id);
    expect(queued.map((m) => [m.template, m.to])).toEqual([
      ['enquiry-received', 'farhan@example.in'],
      ['team-new-enquiry', 'admin@example.com'],
    ]);
    expect(queued[0]!.subject).toBe('We have your message');
    // The team's mail has the message; the address typed into the form may be anyone's (below).
    expect(queued[1]!.text).toContain('Do you help NRIs buy property in Hyderabad?');
    expect(queued[1]!.text).toContain(`${TEST_PUBLIC_URL}/admin/enquiries?enquiry=${enquiry.id}`);
  });

  it('acknowledges a villa request with its plot size, budget in lakh and crore, and timeline', async () => {
    const enquiry = await send(aConstructionEnquiry({ plotArea: '2400', plotAreaUnit: 'sq-yd' }));
    const [ack] = await mailsOf(enquiry.id);
    expect(ack).toMatchObject({ template: 'enquiry-received', to: 'arjun@example.in' });
    for (const part of [ack!.text, ack!.html]) {
      expect(part).toContain('Plot size');
      expect(part).toContain('2,400 sq. yd (gaj)');
      expect(part).toContain('₹1 crore to ₹2 crore');
      expect(part).toContain('Timeline');
      expect(part).toContain('In 3 to 6 months');
    }
  });

  const RELAYED = 'Win a flat! Claim it at https://spam.example/claim';

  it('quotes nothing the visitor typed to an address nobody verified: no relay for text and links', async () => {
    const contact = await send(aContactEnquiry({ name: 'Visit spam.example now', message: RELAYED }));
    const villa = await send(aConstructionEnquiry({ city: 'spam.example', message: RELAYED }));
    const visitor = await signedInVisitor(t.app, 'meera@example.in');
    // Signed in, but writing to someone else's address.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: visitor.headers,
      payload: aContactEnquiry({ email: 'someone-else@example.in', message: RELAYED }),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    for (const id of [contact.id, villa.id, responseBody(signedIn, enquiryReceiptAnswerSchema).enquiry.id]) {
      const [ack] = await mailsOf(id);
      expect(ack!.template).toBe('enquiry-received');
      for (const part of [ack!.subject, ack!.text, ack!.html]) {
        expect(part).not.toContain('spam.example');
        expect(part).not.toContain('Win a flat');
      }
      expect(ack!.text).toMatch(/^Hello,\n/);
    }
  });

  it('quotes the message to the signed-in visitor at their own verified address', async () => {
    const visitor = await signedInVisitor(t.app, 'meera@example.in');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: visitor.headers,
      payload: aContactEnquiry({ name: 'Meera Iyer', email: 'Meera@Example.in', message: RELAYED }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [ack] = await mailsOf(responseBody(response, enquiryReceiptAnswerSchema).enquiry.id);
    expect(ack!.text).toMatch(/^Hello Meera Iyer,\n/);
    expect(ack!.text).toContain(`Your message: ${RELAYED}`);
  });

  it('sends a visitor who gave no email nothing, and the team their mail all the same', async () => {
    await choose({ newBookings: false, newEnquiries: true, dailyDigest: false });
    const enquiry = await send(aPropertyEnquiry(listing.id, { email: '' }));
    expect((await mailsOf(enquiry.id)).map((m) => m.template)).toEqual(['team-new-enquiry']);
    await choose({ newBookings: false, newEnquiries: false, dailyDigest: false });
    const unheard = await send(aPropertyEnquiry(listing.id, { email: '', name: 'Kavya Menon' }));
    expect(await mailsOf(unheard.id)).toEqual([]);
    expect(await t.db.select().from(enquiries)).toHaveLength(2);
  });

  it('digests the India day before at 9:00 for the admins who asked, once, and skips a quiet day', async () => {
    await choose({ newBookings: false, newEnquiries: false, dailyDigest: true });
    const now = new Date();
    const yesterday = addDays(indiaToday(now), -1);
    // 23:00 yesterday in India, and 01:00 today: only the first is in yesterday's digest.
    const yesterdayLate = new Date(Date.parse(`${yesterday}T23:00:00Z`) - 330 * 60_000);
    const todayEarly = new Date(Date.parse(`${indiaToday(now)}T01:00:00Z`) - 330 * 60_000);
    expect(await queueDailyDigests(t.db, { publicUrl: TEST_PUBLIC_URL }, now)).toBe(0);
    await t.db.insert(bookings).values([
      {
        propertyId: listing.id,
        propertyTitle: listing.title,
        name: 'Priya Sharma',
        phone: '+919845012345',
        preferredDate: addDays(indiaToday(now), 3),
        timeSlot: '11:00-13:00',
        createdAt: yesterdayLate,
      },
      {
        propertyId: listing.id,
        propertyTitle: listing.title,
        name: 'Rahul Verma',
        phone: '+919845012346',
        preferredDate: addDays(indiaToday(now), 3),
        timeSlot: '09:00-11:00',
        createdAt: todayEarly,
      },
    ]);
    await t.db
      .insert(enquiries)
      .values({ kind: 'contact', name: 'Farhan Qureshi', message: 'Hello', createdAt: yesterdayLate });

    expect(await queueDailyDigests(t.db, { publicUrl: TEST_PUBLIC_URL }, now)).toBe(1);
    expect(await queueDailyDigests(t.db, { publicUrl: TEST_PUBLIC_URL }, now)).toBe(0);
    const digests = await t.db.select().from(mails).where(eq(mails.template, 'team-daily-digest'));
    expect(digests.map((m) => m.to)).toEqual(['admin@example.com']);
    expect(digests[0]!.subject).toMatch(/: 1 new booking and 1 new enquiry$/);
    expect(digests[0]!.text).toContain('Priya Sharma');
    expect(digests[0]!.text).not.toContain('Rahul Verma');
  });
});
