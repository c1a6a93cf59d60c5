import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  DAILY_PHONE_REVEAL_LISTERS,
  listingContactAnswerSchema,
  MASKED_PHONE,
  phoneRevealAnswerSchema,
  phoneRevealLogSchema,
} from '#domain/contact-privacy';
import { accountExportSchema } from '#domain/my-account';
import { listingAnswerSchema, publicListingAnswerSchema } from '#domain/listing-record';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { phoneReveals, properties, users } from '#server/db/schema';
import { createListing } from '#server/listings/listing-writes';
import { aFlat } from '#server/testing/listing-factory';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

type Browser = Awaited<ReturnType<typeof signIn>>;
const OWNERS_NUMBER = '+91 98450 12345';

describe.each(TEST_DATABASE_KINDS)("a lister's phone number on %s", (kind) => {
  let t: TestApp;
  let owner: Browser;
  let agent: Browser;
  let visitor: Browser;
  let ids: Record<'ownersFlat' | 'agentsFlat' | 'teamFlat', string>;
  let ownersDraft: string;

  const reveal = (browser: Browser | null, id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/me/phone-reveals',
      headers: browser ? writeHeaders(browser) : {},
      payload: { propertyId: id },
    });
  const logOf = async (browser: Browser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/phone-reveals',
      headers: { cookie: browser.jar.header() },
    });
    return responseBody(response, phoneRevealLogSchema);
  };
  const setContact = (browser: Browser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/me/listing-contact', headers: writeHeaders(browser), payload });
  const listBy = (listingIds: string[], listedBy: string, listerKind: 'owner' | 'agent') =>
    t.db.update(properties).set({ listedBy, listerKind }).where(inArray(properties.id, listingIds));

  beforeAll(async () => {
    t = await buildTestApp(kind);
    owner = await signIn(t.app, 'owner@example.in');
    agent = await signIn(t.app, 'agent@example.in');
    visitor = await signIn(t.app, 'visitor@example.in');
    ids = await createNamedLiveListings(t.db, {
      ownersFlat: { description: 'Sunny flat. Call me on 98450 12345 or 080-4567-8900 after 6 pm.' },
      agentsFlat: {},
      teamFlat: {},
    });
    ownersDraft = (await createListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
    await listBy([ids.ownersFlat, ownersDraft], owner.user.id, 'owner');
    await listBy([ids.agentsFlat], agent.user.id, 'agent');
    expect((await setContact(owner, { phone: '98450 12345', phoneShown: true })).statusCode).toBe(200);
    // The agent gives a number but keeps it to themselves.
    expect((await setContact(agent, { phone: '70123 45678', phoneShown: false })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('shows a signed-in visitor the number the lister chose to show, and logs it for both', async () => {
    const response = await reveal(visitor, ids.ownersFlat);
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, phoneRevealAnswerSchema)).toMatchObject({
      phone: OWNERS_NUMBER,
      listersRevealedToday: 1,
      dailyLimit: DAILY_PHONE_REVEAL_LISTERS,
    });
    const ownersLog = await logOf(owner);
    expect(ownersLog.ofMyNumber).toEqual([
      expect.objectContaining({
        listingId: ids.ownersFlat,
        viewerName: visitor.user.name,
        viewerEmail: 'visitor@example.in',
      }),
    ]);
    expect((await logOf(visitor)).byMe).toEqual([
      expect.objectContaining({ listingId: ids.ownersFlat, listerName: owner.user.name }),
    ]);
    // Nobody else reads either side of it.
    expect(await logOf(agent)).toEqual({ ofMyNumber: [], byMe: [] });
  });

  it('never shows a number to someone signed out', async () => {
    const response = await reveal(null, ids.ownersFlat);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('98450');
    for (const url of ['/api/me/phone-reveals', '/api/me/listing-contact']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('needs the CSRF token to reveal or to change the choice', async () => {
    const headers = { cookie: visitor.jar.header() };
    const revealing = await t.app.inject({
      method: 'POST',
      url: '/api/me/phone-reveals',
      headers,
      payload: { propertyId: ids.ownersFlat },
    });
    expect(revealing.statusCode).toBe(403);
    const choosing = await t.app.inject({
      method: 'PUT',
      url: '/api/me/listing-contact',
      headers,
      payload: { phone: '', phoneShown: false },
    });
    expect(choosing.statusCode).toBe(403);
  });

  it("keeps a number the lister did not choose to show, and the team's listings have none", async () => {
    for (const id of [ids.agentsFlat, ids.teamFlat]) {
      const response = await reveal(visitor, id);
      expect(response.statusCode).toBe(409);
      expect(errorBody(response).error.code).toBe('PHONE_NOT_SHOWN');
      expect(response.body).not.toContain('70123');
    }
  });

  it('answers 404 for a draft, an unknown listing and an id that is not one', async () => {
    for (const id of [ownersDraft, '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71', 'not-an-id', 'ू'.repeat(30)]) {
      const response = await reveal(visitor, id);
      expect([400, 404], `${id}: ${response.body}`).toContain(response.statusCode);
      expect(response.body).not.toContain('98450');
    }
  });

  it('masks numbers typed into the description on the public page, not in the editor', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.ownersFlat}` });
    const { description } = responseBody(page, publicListingAnswerSchema).property;
    expect(description).toBe(`Sunny flat. Call me on ${MASKED_PHONE} or ${MASKED_PHONE} after 6 pm.`);
    const head = await t.app.inject({ method: 'GET', url: `/property/${ids.ownersFlat}` });
    expect(head.body).not.toMatch(/98450 12345|4567-8900/);

    const admin = await signIn(t.app, 'admin@example.com');
    const editor = await t.app.inject({
      method: 'GET',
      url: `/api/admin/properties/${ids.ownersFlat}`,
      headers: { cookie: admin.jar.header() },
    });
    expect(responseBody(editor, listingAnswerSchema).property.description).toContain('98450 12345');
  });

  it("keeps the lister's choice, and refuses a number that is not an Indian mobile", async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/me/listing-contact',
      headers: { cookie: agent.jar.header() },
    });
    expect(responseBody(read, listingContactAnswerSchema)).toEqual({
      phone: '+917012345678',
      phoneShown: false,
    });
    for (const payload of [
      { phone: '12345', phoneShown: false },
      { phone: '9'.repeat(100_000), phoneShown: false },
      { phone: '९८४५०१२३४५', phoneShown: true },
      { phone: '', phoneShown: true },
      { phone: null, phoneShown: false },
      { phone: '9845012345' },
      ['9845012345', true],
    ]) {
      const response = await setContact(agent, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(row).toMatchObject({ listingPhone: '+917012345678', listingPhoneShown: false });
  });

  it(`lets a visitor see the numbers of ${DAILY_PHONE_REVEAL_LISTERS} different listers a day, even at once`, async () => {
    const names = Array.from({ length: DAILY_PHONE_REVEAL_LISTERS + 1 }, (_, index) => `lister${index}`);
    const listings = await createNamedLiveListings(
      t.db,
      Object.fromEntries(names.map((name) => [name, { title: name }])),
    );
    const listers = await t.db
      .insert(users)
      .values(
        names.map((name, index) => ({
          email: `${name}@example.in`,
          name,
          listingPhone: `+9198450${String(index).padStart(5, '0')}`,
          listingPhoneShown: true,
        })),
      )
      .returning({ id: users.id, name: users.name });
    for (const lister of listers) await listBy([listings[lister.name as string]!], lister.id, 'owner');

    const hunter = await signIn(t.app, 'hunter@example.in');
    const answers = await Promise.all(names.map((name) => reveal(hunter, listings[name]!)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(DAILY_PHONE_REVEAL_LISTERS).fill(200), 429]);
    const refused = answers.find((response) => response.statusCode === 429)!;
    expect(errorBody(refused).error.code).toBe('PHONE_REVEAL_LIMIT');

    // A lister already seen today can be seen again; each reveal is logged.
    const seen = answers.findIndex((response) => response.statusCode === 200);
    const again = await reveal(hunter, listings[names[seen]!]!);
    expect(again.statusCode).toBe(200);
    expect(responseBody(again, phoneRevealAnswerSchema).listersRevealedToday).toBe(
      DAILY_PHONE_REVEAL_LISTERS,
    );
    const logged = await t.db.select().from(phoneReveals).where(eq(phoneReveals.viewerId, hunter.user.id));
    expect(logged).toHaveLength(DAILY_PHONE_REVEAL_LISTERS + 1);
  });

  it("puts the log and the choice in both people's data download", async () => {
    const download = async (browser: Browser) =>
      responseBody(
        await t.app.inject({
          method: 'GET',
          url: '/api/me/export',
          headers: { cookie: browser.jar.header() },
        }),
        accountExportSchema,
      );
    const ownersData = await download(owner);
    expect(ownersData.listingContact).toEqual({ phone: '+919845012345', phoneShown: true });
    expect(ownersData.phoneReveals.ofMyNumber.map((row) => row.viewerEmail)).toContain('visitor@example.in');
    const visitorsData = await download(visitor);
    expect(visitorsData.phoneReveals.byMe.map((row) => row.listingId)).toContain(ids.ownersFlat);
  });

  it('keeps the log for the lister when the visitor deletes their account, without who it was', async () => {
    const leaving = await signIn(t.app, 'leaving@example.in');
    expect((await reveal(leaving, ids.ownersFlat)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, leaving.user.id));
    const entries = (await logOf(owner)).ofMyNumber;
    expect(entries).toContainEqual(
      expect.objectContaining({ listingId: ids.ownersFlat, viewerName: null, viewerEmail: null }),
    );
  });
});
