import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { addDays, indiaToday } from '#domain/india-calendar';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, mails, users } from '#server/db/schema';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import type { TestApp } from '#server/testing/test-app';
import { buildTestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aBookingRequest, TEST_FORM_ENV } from '#server/testing/visitor-forms';
import { queueVisitMail } from './visit-mails.js';

/** The value of an iCalendar property line (`NAME;params:value`), lines unfolded. */
function icsValue(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const line = unfolded.split('\r\n').find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}

describe.each(TEST_DATABASE_KINDS)('mail about visits on %s', (kind) => {
  let t: TestApp;
  let listing: { id: string; title: string };
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_FORM_ENV });
    listing = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat({ latitude: 12.9719, longitude: 77.6412 })),
      [],
      SYSTEM_ACTOR,
    );
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = writeHeaders(signedIn);
    // A second admin who turned team mail off, and a visitor account who cannot have it.
    const quiet = await signIn(t.app, 'quiet-admin@example.com');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'quiet-admin@example.com'));
    const optOut = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/profile/team-mail',
      headers: writeHeaders(quiet),
      payload: { newBookings: false, newEnquiries: false, dailyDigest: false },
    });
    expect(optOut.statusCode, optOut.body).toBe(200);
    const optIn = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/profile/team-mail',
      headers: admin,
      payload: { newBookings: true, newEnquiries: false, dailyDigest: false },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(mails);
    await t.db.delete(bookings);
  });

  const book = async (overrides: Parameters<typeof aBookingRequest>[1] = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(listing.id, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, bookingConfirmationAnswerSchema).booking;
  };
  const mailsOf = (bookingId: string) =>
    t.db
      .select()
      .from(mails)
      .where(like(mails.dedupeKey, `booking:${bookingId}:%`))
      .orderBy(asc(mails.createdAt), asc(mails.template));
  const adminCall = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin${url}`, headers: admin, payload });

  it('sends the visitor "Visit requested" and the admins who asked a new-booking mail, queued with the booking', async () => {
    const booking = await book();
    const queued = await mailsOf(booking.id);
    expect(queued.map((m) => [m.template, m.to, m.status])).toEqual([
      ['team-new-booking', 'admin@example.com', 'queued'],
      ['visit-requested', 'priya@example.in', 'queued'],
    ]);
    const visitor = queued.find((m) => m.template === 'visit-requested')!;
    expect(visitor.subject).toBe(`Visit requested: ${listing.title}`);
    for (const part of [visitor.html, visitor.text]) {
      expect(part).toContain(booking.reference);
      expect(part).toContain('₹1.85 Cr');
      expect(part).toContain('12, 2nd Main, HAL 2nd Stage, Indiranagar, Bengaluru, Karnataka 560038');
      expect(part).toContain(`http://localhost/property/${listing.id}`);
      // The site's name and how to change the visit, from the site settings.
      expect(part).toContain('HouseHunt');
      expect(part).toMatch(/To change or cancel it, call us on .+ or write to .+@/);
    }
    expect(visitor.attachments).toEqual([]);
    // The send job was queued in the same transaction.
    const jobs = await t.jobs.counts();
    expect(jobs.find((q) => q.name === 'mail.send')!.queued).toBeGreaterThanOrEqual(2);
  });

  it('sends a visitor who gave no email nothing, and books their visit all the same', async () => {
    const booking = await book({ email: '' });
    const queued = await mailsOf(booking.id);
    expect(queued.map((m) => m.to)).toEqual(['admin@example.com']);
    const [stored] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ status: 'pending', email: null });
  });

  it('escapes markup a visitor typed in the HTML of every mail, and keeps it as typed in the text', async () => {
    const booking = await book({ message: '<script>alert(1)</script> Call after 6' });
    const [team] = await mailsOf(booking.id);
    expect(team!.template).toBe('team-new-booking');
    expect(team!.html).not.toContain('<script>');
    expect(team!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; Call after 6');
    expect(team!.text).toContain('<script>alert(1)</script> Call after 6');
  });

  it('escapes a visitor name with markup, however it got into the booking', async () => {
    // The booking form refuses such a name; a record from elsewhere (an import, an old row) may still hold one.
    const [row] = await t.db
      .insert(bookings)
      .values({
        propertyId: listing.id,
        propertyTitle: listing.title,
        name: '<script>alert("x")</script> Priya',
        phone: '+919845012345',
        email: 'priya@example.in',
        preferredDate: addDays(indiaToday(new Date()), 7),
        timeSlot: '11:00-13:00',
      })
      .returning();
    await t.db.transaction((tx) =>
      queueVisitMail(tx, { publicUrl: 'http://localhost', visitLinkSecret: 'test' }, row!, 'requested'),
    );
    const [mail] = await mailsOf(row!.id);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('Hello &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Priya,');
    expect(mail!.text).toContain('Hello <script>alert("x")</script> Priya,');
  });

  it('confirms with a calendar invite in India time, moves it with the same UID, and cancels it', async () => {
    const day = addDays(indiaToday(new Date()), 9);
    const booking = await book({ preferredDate: day, timeSlot: '09:00-11:00' });
    expect((await adminCall(`/bookings/${booking.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = (await mailsOf(booking.id)).find((m) => m.template === 'visit-confirmed')!;
    expect(confirmed.to).toBe('priya@example.in');
    const [invite] = confirmed.attachments;
    expect(invite).toMatchObject({
      filename: 'visit.ics',
      contentType: expect.stringMatching(/^text\/calendar/) as string,
    });
    const ics = invite!.content;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST');
    // 9:00 in India is 3:30 UTC.
    expect(icsValue(ics, 'DTSTART')).toBe(`${day.replaceAll('-', '')}T033000Z`);
    expect(icsValue(ics, 'DTEND')).toBe(`${day.replaceAll('-', '')}T053000Z`);
    expect(icsValue(ics, 'LOCATION')).toMatch(/^12\\, 2nd Main\\, HAL 2nd Stage\\, Indiranagar/);
    expect(icsValue(ics, 'GEO')).toBe('12.9719;77.6412');
    expect(icsValue(ics, 'URL')).toBe(
      'https://www.openstreetmap.org/?mlat=12.9719&mlon=77.6412#map=17/12.9719/77.6412',
    );
    expect(confirmed.html).toContain('https://www.openstreetmap.org/?mlat=12.9719&#38;mlon=77.6412');
    const uid = icsValue(ics, 'UID');
    const firstSequence = Number(icsValue(ics, 'SEQUENCE'));

    const moved = await adminCall(`/bookings/${booking.id}/reschedule`, {
      preferredDate: addDays(day, 1),
      timeSlot: '15:00-17:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = (await mailsOf(booking.id)).find((m) => m.template === 'visit-rescheduled')!;
    const updated = rescheduled.attachments[0]!.content;
    expect(icsValue(updated, 'METHOD')).toBe('REQUEST');
    expect(icsValue(updated, 'UID')).toBe(uid);
    expect(Number(icsValue(updated, 'SEQUENCE'))).toBeGreaterThan(firstSequence);
    expect(icsValue(updated, 'DTSTART')).toBe(`${addDays(day, 1).replaceAll('-', '')}T093000Z`);

    expect((await adminCall(`/bookings/${booking.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = (await mailsOf(booking.id)).find((m) => m.template === 'visit-cancelled')!;
    const withdrawn = cancelled.attachments[0]!.content;
    expect(icsValue(withdrawn, 'METHOD')).toBe('CANCEL');
    expect(icsValue(withdrawn, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(withdrawn, 'UID')).toBe(uid);
    expect(Number(icsValue(withdrawn, 'SEQUENCE'))).toBeGreaterThan(Number(icsValue(updated, 'SEQUENCE')));
    expect((await mailsOf(booking.id)).map((m) => m.template)).toEqual([
      'team-new-booking',
      'visit-requested',
      'visit-confirmed',
      'visit-rescheduled',
      'visit-cancelled',
    ]);
  });

  it('cancels a visit never confirmed with a mail and no invite, and says nothing of a second click', async () => {
    const booking = await book();
    expect((await adminCall(`/bookings/${booking.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await adminCall(`/bookings/${booking.id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = await t.db
      .select()
      .from(mails)
      .where(and(like(mails.dedupeKey, `booking:${booking.id}:%`), eq(mails.template, 'visit-cancelled')));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.attachments).toEqual([]);
  });
});
