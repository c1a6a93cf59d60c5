import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { bookings, enquiries, leadRouting, mails, properties, users } from '#server/db/schema';
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

describe.each(TEST_DATABASE_KINDS)('agents and their leads on %s', (kind) => {
  let setUp: VisitorFormSetUp;
  let admin: Browser;
  const agents: Browser[] = [];
  let visitor: Browser;

  const as = (browser: Browser) => writeHeaders(browser);
  const inject = (browser: Browser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    setUp.t.app.inject({
      method,
      url,
      headers: browser ? as(browser) : {},
      ...(payload !== undefined && { payload: payload as object }),
    });

  const routingVersion = async () =>
    (await inject(admin, 'GET', '/api/admin/lead-routing')).json<{ version: number }>().version;
  const chooseRouting = async (mode: string) => {
    const response = await inject(admin, 'PUT', '/api/admin/lead-routing', {
      mode,
      version: await routingVersion(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const listingVersion = async () =>
    (await setUp.t.db.select().from(properties).where(eq(properties.id, setUp.listingId)))[0]!.version;
  const book = (name = 'Priya Sharma') =>
    setUp.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(setUp.listingId, { name }),
    });
  const ask = (name = 'Meera Iyer') =>
    setUp.t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: aPropertyEnquiry(setUp.listingId, { name }),
    });

  beforeAll(async () => {
    setUp = await buildVisitorFormTestApp(kind);
    admin = await signIn(setUp.t.app, 'admin@example.com');
    visitor = await signIn(setUp.t.app, 'visitor@example.com');
    for (const email of ['agent.one@example.com', 'agent.two@example.com', 'agent.three@example.com']) {
      const browser = await signIn(setUp.t.app, email);
      await setUp.t.db.update(users).set({ role: 'agent' }).where(eq(users.id, browser.user.id));
      agents.push(browser);
    }
    agents.sort((a, b) => (a.user.id < b.user.id ? -1 : 1));
  });
  afterAll(async () => setUp?.t.close());
  beforeEach(async () => {
    await setUp.t.db.delete(bookings);
    await setUp.t.db.delete(enquiries);
  });

  it('lists the agents in the order round-robin deals to them', async () => {
    const response = await inject(admin, 'GET', '/api/admin/agents');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ agents: Array<{ id: string }> }>().agents.map((a) => a.id)).toEqual(
      agents.map((a) => a.user.id),
    );
  });

  it("gives a new lead to the listing's agent by default, and to none for a listing without one", async () => {
    expect((await inject(admin, 'GET', '/api/admin/lead-routing')).json()).toMatchObject({
      routing: { mode: 'listing-agent' },
    });
    await book('Before assignment');
    const assigned = await inject(admin, 'PUT', `/api/admin/properties/${setUp.listingId}/agent`, {
      agentId: agents[1]!.user.id,
      version: await listingVersion(),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignedAgentId: agents[1]!.user.id });
    // The team's edit screen reads the assignment; the public page never shows it.
    const edited = await inject(admin, 'GET', `/api/admin/properties/${setUp.listingId}`);
    expect(edited.json()).toMatchObject({ property: { assignedAgentId: agents[1]!.user.id } });
    const publicPage = await setUp.t.app.inject({ method: 'GET', url: `/api/properties/${setUp.listingId}` });
    expect(publicPage.body).not.toContain('assignedAgentId');
    await book('After assignment');
    await ask('Asked after assignment');
    const rows = await setUp.t.db.select().from(bookings);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.assignedAgentId]))).toEqual({
      'Before assignment': null,
      'After assignment': agents[1]!.user.id,
    });
    expect((await setUp.t.db.select().from(enquiries))[0]!.assignedAgentId).toBe(agents[1]!.user.id);
    await inject(admin, 'PUT', `/api/admin/properties/${setUp.listingId}/agent`, {
      agentId: null,
      version: await listingVersion(),
    });
  });

  it('mails a new lead to the admins and to its agent, never to another agent', async () => {
    const assigned = await inject(admin, 'PUT', `/api/admin/properties/${setUp.listingId}/agent`, {
      agentId: agents[2]!.user.id,
      version: await listingVersion(),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    onTestFinished(async () => {
      await inject(admin, 'PUT', `/api/admin/properties/${setUp.listingId}/agent`, {
        agentId: null,
        version: await listingVersion(),
      });
    });
    await setUp.t.db.delete(mails);
    expect((await book('Mailed visitor')).statusCode).toBe(201);
    expect((await ask('Mailed asker')).statusCode).toBe(201);
    const teamMails = (await setUp.t.db.select().from(mails)).filter((mail) =>
      ['team-new-booking', 'team-new-enquiry'].includes(mail.template),
    );
    const to = (template: string) =>
      teamMails
        .filter((mail) => mail.template === template)
        .map((mail) => mail.to)
        .sort();
    const expected = ['admin@example.com', agents[2]!.user.email].sort();
    expect(to('team-new-booking')).toEqual(expected);
    expect(to('team-new-enquiry')).toEqual(expected);
  });

  it('deals 20 concurrent new leads round-robin: shares differ by at most one, none lost or dealt twice', async () => {
    await chooseRouting('round-robin');
    onTestFinished(() => chooseRouting('listing-agent'));
    const [before] = await setUp.t.db.select().from(leadRouting);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        // Names are letters only: digits in a name mark a bot.
        const name = `Visitor ${String.fromCharCode(65 + i)}`;
        return i % 2 === 0 ? book(name) : ask(name);
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const leads = [
      ...(await setUp.t.db.select().from(bookings)),
      ...(await setUp.t.db.select().from(enquiries)),
    ];
    expect(leads).toHaveLength(20);
    const perAgent = agents.map((agent) => leads.filter((l) => l.assignedAgentId === agent.user.id).length);
    expect(perAgent.reduce((a, b) => a + b, 0)).toBe(20);
    expect(Math.max(...perAgent) - Math.min(...perAgent)).toBeLessThanOrEqual(1);
    const [after] = await setUp.t.db.select().from(leadRouting);
    expect(after!.turns - (before?.turns ?? 0)).toBe(20);
  });

  describe('an agent works on their own leads only', () => {
    let mine: { booking: string; enquiry: string };
    let theirs: { booking: string; enquiry: string };
    beforeEach(async () => {
      const lead = async (agent: Browser) => {
        await inject(admin, 'PUT', `/api/admin/properties/${setUp.listingId}/agent`, {
          agentId: agent.user.id,
          version: await listingVersion(),
        });
        return {
          booking: (await book()).json<{ booking: { id: string } }>().booking.id,
          enquiry: (await ask()).json<{ enquiry: { id: string } }>().enquiry.id,
        };
      };
      mine = await lead(agents[0]!);
      theirs = await lead(agents[1]!);
    });

    it('lists only their own bookings and enquiries', async () => {
      const listed = await inject(agents[0]!, 'GET', '/api/admin/bookings');
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ items: Array<{ id: string }> }>().items.map((b) => b.id)).toEqual([mine.booking]);
      expect(listed.json<{ statusCounts: { pending: number } }>().statusCounts.pending).toBe(1);
      const asked = await inject(agents[0]!, 'GET', '/api/admin/enquiries');
      expect(asked.json<{ items: Array<{ id: string }> }>().items.map((e) => e.id)).toEqual([mine.enquiry]);
      const agenda = await inject(agents[0]!, 'GET', '/api/admin/bookings/agenda');
      const days = agenda.json<{ days: Array<{ bookings: Array<{ id: string }> }> }>().days;
      expect(days.flatMap((day) => day.bookings.map((b) => b.id))).toEqual([mine.booking]);
      const csv = await inject(agents[0]!, 'GET', '/api/admin/enquiries/export.csv');
      expect(csv.body).toContain(mine.enquiry);
      expect(csv.body).not.toContain(theirs.enquiry);
      // The admin sees both.
      const all = await inject(admin, 'GET', '/api/admin/bookings');
      expect(all.json<{ total: number }>().total).toBe(2);
    });

    it("gets 404 for another agent's booking or enquiry, read or changed, and nothing changes", async () => {
      const tries = [
        inject(agents[0]!, 'GET', `/api/admin/bookings/${theirs.booking}`),
        inject(agents[0]!, 'POST', `/api/admin/bookings/${theirs.booking}/status`, { status: 'confirmed' }),
        inject(agents[0]!, 'POST', `/api/admin/bookings/${theirs.booking}/reschedule`, {
          preferredDate: aBookingRequest(setUp.listingId).preferredDate,
          timeSlot: '15:00-17:00',
        }),
        inject(agents[0]!, 'PUT', `/api/admin/bookings/${theirs.booking}/notes`, { notes: 'mine now' }),
        inject(agents[0]!, 'GET', `/api/admin/enquiries/${theirs.enquiry}`),
        inject(agents[0]!, 'POST', `/api/admin/enquiries/${theirs.enquiry}/status`, { status: 'contacted' }),
        inject(agents[0]!, 'PUT', `/api/admin/enquiries/${theirs.enquiry}/notes`, { notes: 'mine now' }),
      ];
      for (const response of await Promise.all(tries)) {
        expect(response.statusCode, response.body).toBe(404);
        expect(errorBody(response).error.code).toBe('NOT_FOUND');
      }
      const [booking] = await setUp.t.db.select().from(bookings).where(eq(bookings.id, theirs.booking));
      expect(booking).toMatchObject({ status: 'pending', notes: null, version: 1, firstRespondedAt: null });
      const [enquiry] = await setUp.t.db.select().from(enquiries).where(eq(enquiries.id, theirs.enquiry));
      expect(enquiry).toMatchObject({ status: 'new', notes: null, version: 1, firstRespondedAt: null });
    });

    it('confirms their own visit and answers their enquiry; the first action stamps the first response', async () => {
      const confirmed = await inject(agents[0]!, 'POST', `/api/admin/bookings/${mine.booking}/status`, {
        status: 'confirmed',
        version: 1,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const first = confirmed.json<{ firstRespondedAt: string }>().firstRespondedAt;
      expect(first).not.toBeNull();
      const noted = await inject(agents[0]!, 'PUT', `/api/admin/bookings/${mine.booking}/notes`, {
        notes: 'Called back',
      });
      expect(noted.json<{ firstRespondedAt: string }>().firstRespondedAt).toBe(first);
      const contacted = await inject(agents[0]!, 'POST', `/api/admin/enquiries/${mine.enquiry}/status`, {
        status: 'contacted',
      });
      expect(contacted.statusCode, contacted.body).toBe(200);
      expect(contacted.json<{ firstRespondedAt: string | null }>().firstRespondedAt).not.toBeNull();

      const times = await inject(admin, 'GET', '/api/admin/dashboard/response-times');
      expect(times.statusCode).toBe(200);
      const answer = times.json<{
        agents: Array<{ id: string; responded: number; medianFirstResponseMinutes: number | null }>;
        waitingLongest: Array<{ id: string }>;
      }>();
      expect(answer.agents.find((a) => a.id === agents[0]!.user.id)).toMatchObject({ responded: 2 });
      expect(answer.agents.find((a) => a.id === agents[1]!.user.id)).toMatchObject({
        responded: 0,
        medianFirstResponseMinutes: null,
      });
      expect(answer.waitingLongest.map((lead) => lead.id).sort()).toEqual(
        [theirs.booking, theirs.enquiry].sort(),
      );
    });

    it('is refused the admin-only routes with 403', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/users'],
        ['GET', '/api/admin/lead-routing'],
        ['GET', '/api/admin/dashboard/response-times'],
        ['GET', '/api/admin/settings/site'],
        ['GET', '/api/admin/jobs'],
      ] as const) {
        const response = await inject(agents[0]!, method, url);
        expect(response.statusCode, url).toBe(403);
      }
      const assign = await inject(agents[0]!, 'PUT', `/api/admin/properties/${setUp.listingId}/agent`, {
        agentId: agents[0]!.user.id,
        version: await listingVersion(),
      });
      expect(assign.statusCode).toBe(403);
    });
  });

  describe('bad input', () => {
    it('refuses a listing agent who is not an agent, or of the wrong type, and changes nothing', async () => {
      const before = await listingVersion();
      const bad: unknown[] = [
        { agentId: visitor.user.id, version: before },
        { agentId: admin.user.id, version: before },
        { agentId: 'नमस्ते', version: before },
        { agentId: 'x'.repeat(100_000), version: before },
        { agentId: 42, version: before },
        { agentId: agents[0]!.user.id, version: 'one' },
        { agentId: agents[0]!.user.id },
        [],
      ];
      for (const payload of bad) {
        const response = await inject(
          admin,
          'PUT',
          `/api/admin/properties/${setUp.listingId}/agent`,
          payload,
        );
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
      const missing = await inject(admin, 'PUT', '/api/admin/properties/not-a-uuid/agent', {
        agentId: null,
        version: 1,
      });
      expect(missing.statusCode).toBe(400);
      const gone = await inject(admin, 'PUT', `/api/admin/properties/${agents[0]!.user.id}/agent`, {
        agentId: null,
        version: 1,
      });
      expect(gone.statusCode).toBe(404);
      expect(await listingVersion()).toBe(before);
    });

    it('refuses an unknown routing mode or a stale version, and keeps the routing', async () => {
      const version = await routingVersion();
      for (const payload of [
        { mode: 'लॉटरी', version },
        { mode: 'x'.repeat(50_000), version },
        { mode: 7, version },
        { mode: 'round-robin', version: 'latest' },
        { mode: 'round-robin' },
      ]) {
        const response = await inject(admin, 'PUT', '/api/admin/lead-routing', payload);
        expect(response.statusCode).toBe(400);
      }
      const stale = await inject(admin, 'PUT', '/api/admin/lead-routing', {
        mode: 'round-robin',
        version: version + 5,
      });
      expect(stale.statusCode).toBe(409);
      expect((await inject(admin, 'GET', '/api/admin/lead-routing')).json()).toEqual({
        routing: { mode: 'listing-agent' },
        version,
      });
    });
  });
});
