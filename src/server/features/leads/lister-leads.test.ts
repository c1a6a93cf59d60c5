import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, enquiries, mails, properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { createLiveListing } from '#server/testing/live-listing';
import { errorBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aBookingRequest,
  aPropertyEnquiry,
  buildVisitorFormTestApp,
  type VisitorFormSetUp,
} from '#server/testing/visitor-forms';

type Browser = Awaited<ReturnType<typeof signIn>>;
type Leads = { items: Array<{ id: string; kind: string; name: string }>; total: number };

describe.each(TEST_DATABASE_KINDS)("a lister's leads on %s", (kind) => {
  let setUp: VisitorFormSetUp;
  let listers: [Browser, Browser];
  let listings: [string, string];
  let leads: Array<{ visit: string; enquiry: string }>;

  const inject = (browser: Browser | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    setUp.t.app.inject({
      method,
      url,
      headers: browser ? writeHeaders(browser) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });

  beforeAll(async () => {
    setUp = await buildVisitorFormTestApp(kind);
    listers = [
      await signIn(setUp.t.app, 'owner.one@example.com'),
      await signIn(setUp.t.app, 'owner.two@example.com'),
    ];
    const listingOf = async (lister: Browser) => {
      const { id } = await createLiveListing(
        setUp.t.db,
        propertyInputSchema.parse(aFlat()),
        [],
        SYSTEM_ACTOR,
      );
      await setUp.t.db
        .update(properties)
        .set({ listedBy: lister.user.id, listerKind: 'owner' })
        .where(eq(properties.id, id));
      return id;
    };
    listings = [await listingOf(listers[0]), await listingOf(listers[1])];
  });
  afterAll(async () => setUp?.t.close());
  beforeEach(async () => {
    await setUp.t.db.delete(bookings);
    await setUp.t.db.delete(enquiries);
    leads = [];
    for (const listingId of listings) {
      const visit = await setUp.t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: aBookingRequest(listingId, { name: 'Priya Sharma' }),
      });
      const enquiry = await setUp.t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: aPropertyEnquiry(listingId, { name: 'मीरा अय्यर' }),
      });
      leads.push({
        visit: visit.json<{ booking: { id: string } }>().booking.id,
        enquiry: enquiry.json<{ enquiry: { id: string } }>().enquiry.id,
      });
    }
  });

  it("lists the visits and enquiries on my listings only, newest first, with the visitor's name and message", async () => {
    const response = await inject(listers[0], 'GET', '/api/me/leads');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Leads>();
    expect(page.total).toBe(2);
    expect(page.items.map((lead) => [lead.kind, lead.id])).toEqual([
      ['enquiry', leads[0]!.enquiry],
      ['visit', leads[0]!.visit],
    ]);
    expect(page.items[0]).toMatchObject({ name: 'मीरा अय्यर', message: 'Is the price negotiable?' });
    // The visitor's contact details stay with the team.
    expect(response.body).not.toContain('98450');
    const paged = await inject(listers[0], 'GET', '/api/me/leads?page=2&pageSize=1');
    expect(paged.json<Leads>().items.map((lead) => lead.id)).toEqual([leads[0]!.visit]);
    const other = await inject(listers[1], 'GET', '/api/me/leads');
    expect(
      other
        .json<Leads>()
        .items.map((lead) => lead.id)
        .sort(),
    ).toEqual([leads[1]!.visit, leads[1]!.enquiry].sort());
  });

  it('confirms a visit on my listing as the team would: the visitor gets the confirmation with its invite', async () => {
    const confirmed = await inject(listers[0], 'POST', `/api/me/leads/visits/${leads[0]!.visit}/status`, {
      status: 'confirmed',
      version: 1,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ kind: 'visit', status: 'confirmed', version: 2 });
    expect(confirmed.json<{ firstRespondedAt: string | null }>().firstRespondedAt).not.toBeNull();
    const sent = await setUp.t.db
      .select()
      .from(mails)
      .where(and(eq(mails.to, 'priya@example.in'), eq(mails.template, 'visit-confirmed')));
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.at(-1)!.attachments.some((file) => file.filename.endsWith('.ics'))).toBe(true);
    // Nothing of the lister's own account is in what the visitor gets.
    expect(JSON.stringify(sent)).not.toContain('owner.one@example.com');

    const moved = await inject(listers[0], 'POST', `/api/me/leads/visits/${leads[0]!.visit}/reschedule`, {
      preferredDate: aBookingRequest(listings[0]).preferredDate,
      timeSlot: '15:00-17:00',
      version: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ timeSlot: '15:00-17:00' });

    const answered = await inject(listers[0], 'POST', `/api/me/leads/enquiries/${leads[0]!.enquiry}/status`, {
      status: 'contacted',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ kind: 'enquiry', status: 'contacted' });
  });

  it("gets 404 on another lister's visit or enquiry, and it stays as it was", async () => {
    const tries = [
      inject(listers[0], 'POST', `/api/me/leads/visits/${leads[1]!.visit}/status`, { status: 'cancelled' }),
      inject(listers[0], 'POST', `/api/me/leads/visits/${leads[1]!.visit}/reschedule`, {
        preferredDate: aBookingRequest(listings[1]).preferredDate,
        timeSlot: '15:00-17:00',
      }),
      inject(listers[0], 'POST', `/api/me/leads/enquiries/${leads[1]!.enquiry}/status`, { status: 'closed' }),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorBody(response).error.code).toBe('NOT_FOUND');
    }
    const [visit] = await setUp.t.db.select().from(bookings).where(eq(bookings.id, leads[1]!.visit));
    expect(visit).toMatchObject({ status: 'pending', version: 1, firstRespondedAt: null });
    const [enquiry] = await setUp.t.db.select().from(enquiries).where(eq(enquiries.id, leads[1]!.enquiry));
    expect(enquiry).toMatchObject({ status: 'new', version: 1, firstRespondedAt: null });
  });

  it('needs a signed-in user on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/leads'],
      ['POST', `/api/me/leads/visits/${leads[0]!.visit}/status`],
      ['POST', `/api/me/leads/visits/${leads[0]!.visit}/reschedule`],
      ['POST', `/api/me/leads/enquiries/${leads[0]!.enquiry}/status`],
    ] as const) {
      const response = await inject(
        null,
        method,
        url,
        method === 'POST' ? { status: 'confirmed' } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('answers bad input with 400 and changes nothing', async () => {
    for (const query of ['page=x', 'page=0', 'pageSize=1000', `page=${'9'.repeat(400)}`, 'pageSize=१']) {
      const response = await inject(listers[0], 'GET', `/api/me/leads?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const visitUrl = `/api/me/leads/visits/${leads[0]!.visit}`;
    const bad: Array<[string, unknown]> = [
      [`${visitUrl}/status`, { status: 'पुष्टि' }],
      [`${visitUrl}/status`, { status: 'confirmed', version: 'two' }],
      [`${visitUrl}/status`, { status: 'x'.repeat(100_000) }],
      [`${visitUrl}/status`, []],
      [`${visitUrl}/reschedule`, { preferredDate: '2020-01-01', timeSlot: '11:00-13:00' }],
      [`${visitUrl}/reschedule`, { preferredDate: 42, timeSlot: null }],
      ['/api/me/leads/visits/not-an-id/status', { status: 'confirmed' }],
      [`/api/me/leads/enquiries/${leads[0]!.enquiry}/status`, { status: '🙂' }],
    ];
    for (const [url, payload] of bad) {
      const response = await inject(listers[0], 'POST', url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
    }
    const [visit] = await setUp.t.db.select().from(bookings).where(eq(bookings.id, leads[0]!.visit));
    expect(visit).toMatchObject({ status: 'pending', version: 1 });
  });
});
