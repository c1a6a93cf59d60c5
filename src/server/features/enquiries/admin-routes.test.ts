import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminEnquiryPageSchema, adminEnquirySchema } from '#domain/admin-enquiry';
import { ENQUIRY_MANAGEMENT_MESSAGES, ENQUIRY_NOTES_MAX } from '#domain/enquiry-management';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import { auditLog, enquiries } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import type { TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aConstructionEnquiry, buildVisitorFormTestApp } from '#server/testing/visitor-forms';

type NewEnquiryRow = typeof enquiries.$inferInsert;

/** An enquiry as the team finds it, stored directly so a test can say when it was sent and where it stands. */
const anEnquiry = (overrides: Partial<NewEnquiryRow> = {}): NewEnquiryRow => ({
  kind: 'contact',
  name: 'Farhan Qureshi',
  phone: null,
  email: 'farhan@example.in',
  city: null,
  message: 'Do you help NRIs buy property in Hyderabad?',
  details: {},
  status: 'new',
  createdAt: new Date('2026-03-05T06:00:00Z'),
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)('managing enquiries on %s', (databaseKind) => {
  let t: TestApp;
  let listingId: string;
  let headers: { cookie: string; 'x-csrf-token': string };
  beforeAll(async () => {
    ({ t, listingId } = await buildVisitorFormTestApp(databaseKind));
    const admin = await signIn(t.app, 'admin@example.com');
    headers = writeHeaders(admin);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(enquiries);
    await t.db.delete(auditLog).where(eq(auditLog.entityType, 'enquiry'));
  });

  const store = async (...rows: NewEnquiryRow[]) => t.db.insert(enquiries).values(rows).returning();
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const list = async (query = '') => {
    const response = await get(`/api/admin/enquiries${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, adminEnquiryPageSchema);
  };
  const names = async (query = '') => (await list(query)).items.map((item) => item.name);
  const move = (id: string, status: string, version?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/status`,
      headers,
      payload: { status, version },
    });
  const saveNotes = (id: string, notes: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/enquiries/${id}/notes`, headers, payload: { notes } });
  const auditOf = (id: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'enquiry'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
  const statusOf = async (id: string) =>
    (await t.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id)))[0]?.status;

  describe('the list', () => {
    beforeEach(async () => {
      await store(
        anEnquiry({ name: 'Anita Desai', status: 'new', createdAt: new Date('2026-03-01T05:00:00Z') }),
        anEnquiry({
          kind: 'construction',
          name: 'Arjun Rao',
          phone: '+919000011111',
          email: 'arjun@example.in',
          city: 'Mysuru',
          message: 'East-facing corner plot',
          details: { plotArea: 2400, plotAreaUnit: 'sq-ft', budgetRange: '1cr-2cr', timeline: '3-6-months' },
          status: 'contacted',
          // 00:15 on 10 March in India.
          createdAt: new Date('2026-03-09T18:45:00Z'),
        }),
        anEnquiry({
          kind: 'property',
          name: 'meera Iyer',
          phone: '+919123456789',
          email: null,
          propertyId: listingId,
          message: 'Is the price negotiable?',
          details: { propertyTitle: '3 BHK Apartment in Indiranagar' },
          status: 'closed',
          // 23:45 on 9 March in India.
          createdAt: new Date('2026-03-09T18:15:00Z'),
        }),
        anEnquiry({
          name: 'Zoya Khan',
          email: 'zoya@example.in',
          createdAt: new Date('2026-03-12T05:00:00Z'),
        }),
      );
    });

    it('shows every enquiry newest first, with the count per status', async () => {
      const page = await list();
      expect(page.items.map((item) => item.name)).toEqual([
        'Zoya Khan',
        'Arjun Rao',
        'meera Iyer',
        'Anita Desai',
      ]);
      expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
      expect(page.statusCounts).toEqual({ new: 2, contacted: 1, closed: 1 });
    });

    it('shows the listing a property enquiry asked about, and a construction enquiry its details', async () => {
      const { items } = await list('?kind=property,construction');
      expect(items).toEqual([
        expect.objectContaining({
          kind: 'construction',
          city: 'Mysuru',
          details: { plotArea: 2400, plotAreaUnit: 'sq-ft', budgetRange: '1cr-2cr', timeline: '3-6-months' },
          listing: null,
          notes: null,
        }),
        expect.objectContaining({
          kind: 'property',
          listing: { id: listingId, title: '3 BHK Apartment in Indiranagar', deleted: false },
        }),
      ]);
    });

    it('filters by status and kind (comma lists); the status counts follow the other filters only', async () => {
      expect(await names('?status=new')).toEqual(['Zoya Khan', 'Anita Desai']);
      expect(await names('?status=contacted,closed')).toEqual(['Arjun Rao', 'meera Iyer']);
      expect(await names('?kind=construction')).toEqual(['Arjun Rao']);
      const contacts = await list('?kind=contact&status=closed');
      expect(contacts.total).toBe(0);
      expect(contacts.statusCounts).toEqual({ new: 2, contacted: 0, closed: 0 });
    });

    it('reads empty parameters (a cleared field) as no filter', async () => {
      expect(await names('?q=&status=&kind=&from=&to=&sort=')).toEqual(await names());
    });

    it('filters by the India day an enquiry was sent, both ends included', async () => {
      expect(await names('?from=2026-03-10')).toEqual(['Zoya Khan', 'Arjun Rao']);
      expect(await names('?to=2026-03-09')).toEqual(['meera Iyer', 'Anita Desai']);
      expect(await names('?from=2026-03-09&to=2026-03-09')).toEqual(['meera Iyer']);
      expect(await names('?from=2026-03-10&to=2026-03-10')).toEqual(['Arjun Rao']);
    });

    it.each([
      ['name', 'anita', ['Anita Desai']],
      ['phone as typed', '91234 56789', ['meera Iyer']],
      ['phone with the country code', '+91 90000', ['Arjun Rao']],
      ['phone with a leading 0', '091234-56789', ['meera Iyer']],
      ['email', 'ZOYA@', ['Zoya Khan']],
      ['city', 'mysuru', ['Arjun Rao']],
      ['message', 'negotiable', ['meera Iyer']],
      ['listing title', 'indiranagar', ['meera Iyer']],
      ['wildcards as letters', '100%', []],
    ])('searches by %s', async (_what, q, expected) => {
      expect(await names(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
    });

    it('sorts oldest first and by name, case aside', async () => {
      expect(await names('?sort=created-asc')).toEqual([
        'Anita Desai',
        'meera Iyer',
        'Arjun Rao',
        'Zoya Khan',
      ]);
      expect(await names('?sort=name-asc')).toEqual(['Anita Desai', 'Arjun Rao', 'meera Iyer', 'Zoya Khan']);
    });

    it('pages without repeating or skipping, and a page past the end is empty', async () => {
      const first = await list('?pageSize=3');
      const second = await list('?pageSize=3&page=2');
      expect(first.items).toHaveLength(3);
      expect(second.items.map((item) => item.name)).toEqual(['Anita Desai']);
      expect(await list('?pageSize=3&page=3')).toMatchObject({ items: [], total: 4, page: 3 });
    });

    it.each([
      ['status=open', 'status', ENQUIRY_MANAGEMENT_MESSAGES.statusList],
      ['kind=complaint', 'kind', ENQUIRY_MANAGEMENT_MESSAGES.kindList],
      ['from=2026-13-01', 'from', ENQUIRY_MANAGEMENT_MESSAGES.day],
      ['from=0000-01-01', 'from', 'Dates must fall between 2000 and 2100.'],
      ['q=a%00b', 'q', 'Search text cannot contain control characters.'],
      ['from=2026-03-10&to=2026-03-01', 'to', ENQUIRY_MANAGEMENT_MESSAGES.dayRange],
      ['sort=price-asc', 'sort', ENQUIRY_MANAGEMENT_MESSAGES.sort],
      [`q=${'x'.repeat(101)}`, 'q', ENQUIRY_MANAGEMENT_MESSAGES.search],
      ['page=0', 'page', 'page starts at 1'],
      ['pageSize=101', 'pageSize', 'pageSize is 1 to 100'],
      ['pageSize=ten', 'pageSize', 'pageSize must be a number'],
    ])('refuses ?%s with 400 and a message on %s', async (query, field, message) => {
      const response = await get(`/api/admin/enquiries?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
    });
  });

  describe('one enquiry', () => {
    it('is shown with the notes and the listing, whose title stays after the listing is gone', async () => {
      const [enquiry] = await store(
        anEnquiry({
          kind: 'property',
          propertyId: null,
          details: { propertyTitle: 'Villa in Whitefield' },
          notes: 'Called twice',
        }),
      );
      const response = await get(`/api/admin/enquiries/${enquiry!.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(responseBody(response, adminEnquirySchema)).toMatchObject({
        id: enquiry!.id,
        notes: 'Called twice',
        listing: { id: null, title: 'Villa in Whitefield', deleted: true },
      });
    });

    it('answers 404 for an enquiry that does not exist, and 400 for an id that cannot be one', async () => {
      const missing = await get(`/api/admin/enquiries/${randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(errorBody(missing).error).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringMatching(/enquiry/) as string,
      });
      expect((await get('/api/admin/enquiries/42')).statusCode).toBe(400);
    });
  });

  describe('status changes', () => {
    it('moves new → contacted → closed → contacted (reopened), recording each move', async () => {
      const [enquiry] = await store(anEnquiry());
      const id = enquiry!.id;
      for (const status of ['contacted', 'closed', 'contacted']) {
        const response = await move(id, status);
        expect(response.statusCode, response.body).toBe(200);
        expect(responseBody(response, adminEnquirySchema)).toMatchObject({ id, status });
      }
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({
          action: 'enquiry.status-changed',
          actorEmail: 'admin@example.com',
          details: { from: 'new', to: 'contacted' },
        }),
        expect.objectContaining({ details: { from: 'contacted', to: 'closed' } }),
        expect.objectContaining({ details: { from: 'closed', to: 'contacted' } }),
      ]);
    });

    it('closes a new enquiry without a call', async () => {
      const [enquiry] = await store(anEnquiry());
      expect(responseBody(await move(enquiry!.id, 'closed'), adminEnquirySchema)).toMatchObject({
        status: 'closed',
      });
    });

    it.each([
      ['contacted', 'new', 'A contacted enquiry cannot be marked new.'],
      ['closed', 'new', 'A closed enquiry cannot be marked new.'],
      ['contacted', 'contacted', 'This enquiry is already contacted.'],
      ['new', 'new', 'This enquiry is already new.'],
    ] as const)('refuses %s → %s with 409, changing and recording nothing', async (from, to, message) => {
      const [enquiry] = await store(anEnquiry({ status: from }));
      const response = await move(enquiry!.id, to);
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).error).toEqual({ code: 'INVALID_ENQUIRY_TRANSITION', message });
      expect(await statusOf(enquiry!.id)).toBe(from);
      expect(await auditOf(enquiry!.id)).toEqual([]);
    });

    it('never loses a move when two admins race: the history reads as one order of the moves', async () => {
      const [enquiry] = await store(anEnquiry());
      const responses = await Promise.all([move(enquiry!.id, 'contacted'), move(enquiry!.id, 'closed')]);
      // Run one after the other both moves are allowed (new → contacted → closed, or new → closed → contacted);
      // judged from the same "new" at once, the second is refused rather than written over the first.
      for (const response of responses) {
        if (response.statusCode !== 200)
          expect(errorBody(response).error.code).toBe('INVALID_ENQUIRY_TRANSITION');
      }
      const history = (await auditOf(enquiry!.id)).map(
        (entry) => entry.details as { from: string; to: string },
      );
      expect(history).toHaveLength(responses.filter((response) => response.statusCode === 200).length);
      expect(history[0]?.from).toBe('new');
      history.slice(1).forEach((step, index) => expect(step.from).toBe(history[index]?.to));
      expect(await statusOf(enquiry!.id)).toBe(history.at(-1)?.to);
    });

    it('makes the same move once when two admins send it at once', async () => {
      const [enquiry] = await store(anEnquiry());
      const responses = await Promise.all([move(enquiry!.id, 'contacted'), move(enquiry!.id, 'contacted')]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(errorBody(responses.find((response) => response.statusCode === 409)!).error).toEqual({
        code: 'INVALID_ENQUIRY_TRANSITION',
        message: 'This enquiry is already contacted.',
      });
      expect(await auditOf(enquiry!.id)).toHaveLength(1);
    });

    it('refuses a move made on a version the enquiry no longer has, changing and recording nothing', async () => {
      // The admin saw it new (version 1); someone has marked it contacted since (version 2).
      const [enquiry] = await store(anEnquiry({ status: 'contacted', version: 2 }));
      const response = await move(enquiry!.id, 'closed', 1);
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).error).toEqual({
        code: 'RECORD_CHANGED',
        message:
          'Someone else has just changed this enquiry (it is now contacted). Please check it and try again.',
        current: responseBody(await get(`/api/admin/enquiries/${enquiry!.id}`), adminEnquirySchema),
      });
      expect(await statusOf(enquiry!.id)).toBe('contacted');
      expect(await auditOf(enquiry!.id)).toEqual([]);
      // Seen as it is, the same move goes through.
      expect(responseBody(await move(enquiry!.id, 'closed', 2), adminEnquirySchema)).toMatchObject({
        status: 'closed',
      });
    });

    it('lets exactly one of two different moves from the status both admins saw win', async () => {
      const [enquiry] = await store(anEnquiry());
      const responses = await Promise.all([
        move(enquiry!.id, 'contacted', enquiry!.version),
        move(enquiry!.id, 'closed', enquiry!.version),
      ]);
      const codes = responses.map((response) => response.statusCode);
      expect([...codes].sort()).toEqual([200, 409]);
      const winner = responseBody(responses[codes.indexOf(200)]!, adminEnquirySchema);
      expect(errorBody(responses[codes.indexOf(409)]!).error).toMatchObject({
        code: 'RECORD_CHANGED',
        current: winner,
      });
      expect(await statusOf(enquiry!.id)).toBe(winner.status);
      expect(await auditOf(enquiry!.id)).toHaveLength(1);
    });

    it('refuses an unknown status with 400 and answers 404 for an unknown enquiry', async () => {
      const [enquiry] = await store(anEnquiry());
      const bad = await move(enquiry!.id, 'spam');
      expect(bad.statusCode).toBe(400);
      expect(errorBody(bad).error.fields).toEqual({ status: ENQUIRY_MANAGEMENT_MESSAGES.status });
      const badVersion = await move(enquiry!.id, 'contacted', 'spam');
      expect(badVersion.statusCode).toBe(400);
      expect(Object.keys(errorBody(badVersion).error.fields!)).toEqual(['version']);
      expect((await move(randomUUID(), 'contacted')).statusCode).toBe(404);
    });
  });

  describe('notes', () => {
    it('saves notes trimmed, clears them with empty text, and records each change', async () => {
      const [enquiry] = await store(anEnquiry());
      const id = enquiry!.id;
      const saved = await saveNotes(id, '  Called; visiting on Saturday  ');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(responseBody(saved, adminEnquirySchema)).toMatchObject({
        id,
        notes: 'Called; visiting on Saturday',
      });
      // The same text again is no change.
      expect((await saveNotes(id, 'Called; visiting on Saturday')).statusCode).toBe(200);
      expect(responseBody(await saveNotes(id, ''), adminEnquirySchema)).toMatchObject({ notes: null });
      expect(await auditOf(id)).toEqual([
        expect.objectContaining({
          action: 'enquiry.notes-changed',
          actorEmail: 'admin@example.com',
          details: { from: null, to: 'Called; visiting on Saturday' },
        }),
        expect.objectContaining({
          action: 'enquiry.notes-changed',
          details: { from: 'Called; visiting on Saturday', to: null },
        }),
      ]);
    });

    it('refuses a save made on notes another admin has changed since, keeping their words', async () => {
      // Admin A opened it at version 1; admin B's notes made version 2.
      const [enquiry] = await store(anEnquiry({ notes: 'B: wants a call on Sunday', version: 2 }));
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/enquiries/${enquiry!.id}/notes`, headers, payload });
      const stale = await put({ notes: 'A: no answer', version: 1 });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(errorBody(stale).error).toMatchObject({
        code: 'RECORD_CHANGED',
        current: { notes: 'B: wants a call on Sunday', version: 2 },
      });
      expect(responseBody(await get(`/api/admin/enquiries/${enquiry!.id}`), adminEnquirySchema).notes).toBe(
        'B: wants a call on Sunday',
      );
      const fresh = await put({
        notes: 'B: wants a call on Sunday. A: no answer',
        version: 2,
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(responseBody(fresh, adminEnquirySchema).notes).toBe('B: wants a call on Sunday. A: no answer');
    });

    it(`refuses notes over ${ENQUIRY_NOTES_MAX} characters or not text, saving nothing`, async () => {
      const [enquiry] = await store(anEnquiry({ notes: 'Keep me' }));
      const long = await saveNotes(enquiry!.id, 'x'.repeat(ENQUIRY_NOTES_MAX + 1));
      expect(long.statusCode).toBe(400);
      expect(errorBody(long).error.fields).toEqual({ notes: ENQUIRY_MANAGEMENT_MESSAGES.notesTooLong });
      expect((await saveNotes(enquiry!.id, 12)).statusCode).toBe(400);
      expect(responseBody(await get(`/api/admin/enquiries/${enquiry!.id}`), adminEnquirySchema).notes).toBe(
        'Keep me',
      );
      expect(await auditOf(enquiry!.id)).toEqual([]);
    });

    it('answers 404 for an unknown enquiry', async () => {
      expect((await saveNotes(randomUUID(), 'Hello')).statusCode).toBe(404);
    });
  });

  describe('the CSV export', () => {
    const download = (query = '') => get(`/api/admin/enquiries/export.csv${query}`);
    const rowsOf = (body: string) =>
      body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);

    it('downloads every match with kind-specific columns, as UTF-8 with a byte order mark', async () => {
      await store(
        anEnquiry({
          kind: 'construction',
          name: 'Arjun Rao',
          phone: '+919000011111',
          email: 'arjun@example.in',
          city: 'Mysuru',
          message: 'Corner plot, "east facing"',
          details: { plotArea: 2400, plotAreaUnit: 'sq-yd', budgetRange: '1cr-2cr', timeline: '3-6-months' },
          notes: 'Sent floor plans',
          createdAt: new Date('2026-03-09T18:45:00Z'),
        }),
        anEnquiry({
          kind: 'property',
          name: 'Meera Iyer',
          propertyId: listingId,
          details: { propertyTitle: '3 BHK Apartment in Indiranagar' },
          message: null,
          createdAt: new Date('2026-03-08T05:00:00Z'),
        }),
      );
      const response = await download();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="househunt-enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const [header, construction, property] = rowsOf(response.body);
      expect(header).toBe(
        'Sent (India time),Kind,Status,Name,Mobile (+91),Email,City,Listing,Plot size,Plot unit,Budget,Timeline,' +
          'Message,Notes,Last changed (India time),Enquiry ID',
      );
      expect(construction).toMatch(
        /^2026-03-10 00:15,Villa on demand,New,Arjun Rao,90000 11111,arjun@example.in,Mysuru,,2400,sq\. yd \(gaj\),₹1 crore to ₹2 crore,In 3 to 6 months,"Corner plot, ""east facing""",Sent floor plans,/,
      );
      expect(property).toMatch(
        /^2026-03-08 10:30,Property,New,Meera Iyer,,farhan@example.in,,3 BHK Apartment in Indiranagar,,,,,,,/,
      );
    });

    it('follows the list filters and order, and keeps formulas from running', async () => {
      await store(
        anEnquiry({
          name: '=HYPERLINK("http://evil.example","Click")',
          createdAt: new Date('2026-03-02T05:00:00Z'),
        }),
        anEnquiry({ name: 'Anita Desai', createdAt: new Date('2026-03-03T05:00:00Z') }),
        anEnquiry({ name: 'Closed One', status: 'closed' }),
      );
      const rows = rowsOf((await download('?status=new&sort=created-asc')).body);
      expect(rows).toHaveLength(3);
      expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(rows[2]).toContain('Anita Desai');
    });

    it('is a header row alone when nothing matches, and refuses bad filters', async () => {
      expect(rowsOf((await download('?kind=construction')).body)).toHaveLength(1);
      expect((await download('?status=open')).statusCode).toBe(400);
    });
  });

  it('lists an enquiry sent through the public form', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: aConstructionEnquiry(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await list('?q=arjun')).items).toEqual([
      expect.objectContaining({
        id: responseBody(sent, enquiryReceiptAnswerSchema).enquiry.id,
        status: 'new',
        kind: 'construction',
      }),
    ]);
  });
});
