import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeOverviewSchema } from '#domain/home-overview';
import { listingCardListSchema, listingSearchPageSchema } from '#domain/listing-card';
import { formatShortDate, indiaToday } from '#domain/india-calendar';
import { departureNote, type ListingState } from '#domain/listing-lifecycle';
import { LISTING_PAGE_MESSAGES } from '#domain/listing-page';
import { listingGoneErrorSchema, publicListingAnswerSchema } from '#domain/listing-record';
import { propertyInputSchema } from '#domain/property-schema';
import { properties, savedSearches, users } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aBookingRequest, aPropertyEnquiry, TEST_FORM_ENV } from '#server/testing/visitor-forms';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createListing } from '#server/listings/listing-writes';
import { savedSearchesMatchingListing } from '#server/features/saved-searches/alerts/alert-matching';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const PUBLIC_HOST = 'househunt.example.in';

/** The built index.html's head as Vite leaves it, for the server-rendered page of /property/:id. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-lifecycle-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>HouseHunt</title>\n    <meta\n      name="description"\n      content="default"\n    />' +
      '</head><body><div id="root"></div></body></html>',
  );
  return root;
}

type Lifecycle = {
  listingState: ListingState;
  listedAt: Date | null;
  lastConfirmedAt: Date | null;
  leftPublicAt: Date | null;
  inPublicSearch: boolean;
};

/** Every listing of the catalogue, in each place of its life; only `live` and `underOffer` are public. */
const LISTINGS = {
  live: { listingState: 'live', listedAt: daysAgo(30), lastConfirmedAt: daysAgo(3), leftPublicAt: null },
  underOffer: {
    listingState: 'under-offer',
    listedAt: daysAgo(40),
    lastConfirmedAt: daysAgo(1),
    leftPublicAt: null,
  },
  draft: { listingState: 'draft', listedAt: null, lastConfirmedAt: null, leftPublicAt: null },
  archived: {
    listingState: 'archived',
    listedAt: daysAgo(50),
    lastConfirmedAt: daysAgo(20),
    leftPublicAt: daysAgo(5),
  },
  soldRecently: {
    listingState: 'sold',
    listedAt: daysAgo(60),
    lastConfirmedAt: daysAgo(12),
    leftPublicAt: daysAgo(10),
  },
  soldLongAgo: {
    listingState: 'sold',
    listedAt: daysAgo(200),
    lastConfirmedAt: daysAgo(100),
    leftPublicAt: daysAgo(91),
  },
  // Live, but 61 days without a confirmation: out of the public search until someone confirms it.
  stale: { listingState: 'live', listedAt: daysAgo(90), lastConfirmedAt: daysAgo(61), leftPublicAt: null },
} satisfies Record<string, Omit<Lifecycle, 'inPublicSearch'>>;
type ListingName = keyof typeof LISTINGS;
const PUBLIC: ListingName[] = ['live', 'underOffer'];
const NOT_PUBLIC: ListingName[] = ['draft', 'archived', 'soldRecently', 'soldLongAgo', 'stale'];

describe.each(TEST_DATABASE_KINDS)('the public side of the listing lifecycle on %s', (kind) => {
  let t: TestApp;
  const ids = {} as Record<ListingName, string>;
  const nameOf = (id: string) => Object.entries(ids).find(([, listingId]) => listingId === id)?.[0];
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: PUBLIC_HOST } });

  beforeAll(async () => {
    t = await buildTestApp(kind, {
      webRoot: webBuild(),
      env: { ...TEST_FORM_ENV, PUBLIC_URL: `https://${PUBLIC_HOST}` },
    });
    for (const [name, dates] of Object.entries(LISTINGS) as Array<
      [ListingName, (typeof LISTINGS)[ListingName]]
    >) {
      const listing = await createListing(
        t.db,
        propertyInputSchema.parse(aFlat({ title: `Lifecycle flat ${name}`, isFeatured: true })),
        [],
        SYSTEM_ACTOR,
      );
      // What the admin's moves and the freshness sweep leave behind (decision 023), set directly.
      await t.db
        .update(properties)
        .set({ ...dates, inPublicSearch: PUBLIC.includes(name) })
        .where(eq(properties.id, listing.id));
      ids[name] = listing.id;
    }
  });
  afterAll(async () => t?.close());

  it('keeps drafts, archived, sold and unconfirmed listings out of the search', async () => {
    const found = responseBody(await get('/api/properties?city=Bengaluru'), listingSearchPageSchema);
    expect(found.items.map((card) => nameOf(card.id)).sort()).toEqual(['live', 'underOffer']);
    expect(found.total).toBe(2);
    const byWords = responseBody(await get('/api/properties?q=Lifecycle%20flat'), listingSearchPageSchema);
    expect(byWords.items.map((card) => nameOf(card.id)).sort()).toEqual(['live', 'underOffer']);
  });

  it('shows "under offer" on its card, and only public listings on the home page and in its counts', async () => {
    const home = responseBody(await get('/api/home'), homeOverviewSchema);
    for (const row of [home.featured, home.newest]) {
      expect(row.map((card) => nameOf(card.id)).sort()).toEqual(['live', 'underOffer']);
    }
    expect(home.newest.find((card) => card.id === ids.underOffer)?.listingState).toBe('under-offer');
    expect(home.counts.total).toBe(2);
    expect(home.counts.cities).toEqual([{ city: 'Bengaluru', state: 'Karnataka', listings: 2 }]);
  });

  it('offers search engines only the public listings', async () => {
    const sitemap = await get('/sitemap-listings.xml?part=1');
    expect(sitemap.statusCode).toBe(200);
    for (const name of PUBLIC) expect(sitemap.body).toContain(`/property/${ids[name]}<`);
    for (const name of NOT_PUBLIC) expect(sitemap.body, name).not.toContain(ids[name]);
  });

  it('compares with public listings only, and still answers for a listing that left', async () => {
    for (const name of ['live', 'soldRecently', 'soldLongAgo', 'archived', 'stale'] as const) {
      const response = await get(`/api/properties/${ids[name]}/similar`);
      expect(response.statusCode, name).toBe(200);
      const similar = responseBody(response, listingCardListSchema).items.map((card) => nameOf(card.id));
      expect(similar.sort(), name).toEqual(PUBLIC.filter((publicName) => publicName !== name).sort());
    }
    const draft = await get(`/api/properties/${ids.draft}/similar`);
    expect(draft.statusCode).toBe(404);
  });

  it('matches saved searches with public listings only', async () => {
    const [owner] = await t.db.insert(users).values({ email: 'alerts@example.in' }).returning();
    await t.db.insert(savedSearches).values({
      userId: owner!.id,
      name: 'Bengaluru',
      frequency: 'instant',
      search: { city: 'Bengaluru' },
    });
    for (const name of PUBLIC)
      expect(await savedSearchesMatchingListing(t.db, ids[name]), name).toHaveLength(1);
    for (const name of NOT_PUBLIC)
      expect(await savedSearchesMatchingListing(t.db, ids[name]), name).toEqual([]);
  });

  it('opens a public listing indexable, and an unconfirmed one from its link without indexing', async () => {
    const live = responseBody(await get(`/api/properties/${ids.live}`), publicListingAnswerSchema);
    expect(live.lifecycle).toEqual({
      answer: 'listed',
      indexable: true,
      departure: null,
      daysSinceConfirmed: 3,
    });
    expect(live.property.listingState).toBe('live');
    expect(live.property.listedAt).toBe(LISTINGS.live.listedAt.toISOString());
    const stale = responseBody(await get(`/api/properties/${ids.stale}`), publicListingAnswerSchema);
    expect(stale.lifecycle).toMatchObject({
      answer: 'unconfirmed',
      indexable: false,
      daysSinceConfirmed: 61,
    });

    const livePage = await get(`/property/${ids.live}`);
    expect(livePage.statusCode).toBe(200);
    expect(livePage.body).not.toContain('noindex');
    const stalePage = await get(`/property/${ids.stale}`);
    expect(stalePage.statusCode).toBe(200);
    expect(stalePage.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps a sold page at its address for 90 days with its departure and noindex, then answers 410', async () => {
    const sold = responseBody(await get(`/api/properties/${ids.soldRecently}`), publicListingAnswerSchema);
    expect(sold.lifecycle).toMatchObject({
      answer: 'departed',
      indexable: false,
      departure: { kind: 'sold', on: indiaToday(LISTINGS.soldRecently.leftPublicAt) },
    });
    expect(sold.property.leftPublicAt).toBe(LISTINGS.soldRecently.leftPublicAt.toISOString());
    const soldPage = await get(`/property/${ids.soldRecently}`);
    expect(soldPage.statusCode).toBe(200);
    expect(soldPage.body).toContain('<meta name="robots" content="noindex" />');
    // A home that left is not offered to search engines as for sale.
    expect(soldPage.body).not.toContain('application/ld+json');

    const longAgo = await get(`/api/properties/${ids.soldLongAgo}`);
    expect(longAgo.statusCode).toBe(410);
    // The message says it in English for a person; the details say it as data, for a page in any language.
    const departure = { kind: 'sold', on: indiaToday(LISTINGS.soldLongAgo.leftPublicAt) } as const;
    const soldNote = departureNote(departure, indiaToday(new Date()));
    expect(soldNote).toMatch(/^Sold on \d{1,2} [A-Z][a-z]{2,3}( \d{4})?$/);
    expect(errorBody(longAgo).error).toEqual({
      code: LISTING_PAGE_MESSAGES.goneCode,
      message: soldNote,
      details: { departure },
    });
    expect(listingGoneErrorSchema.safeParse(JSON.parse(longAgo.body)).success).toBe(true);
    const longAgoPage = await get(`/property/${ids.soldLongAgo}`);
    expect(longAgoPage.statusCode).toBe(410);
    expect(longAgoPage.body).toContain('<meta name="robots" content="noindex" />');
    expect(longAgoPage.body).toContain(`<title>${soldNote} | HouseHunt</title>`);
  });

  it('says in Hindi what became of a listing whose page is gone, on its Hindi page', async () => {
    const day = formatShortDate(indiaToday(LISTINGS.soldLongAgo.leftPublicAt), indiaToday(new Date()), 'hi');
    const sold = await get(`/hi/property/${ids.soldLongAgo}`);
    expect(sold.statusCode).toBe(410);
    expect(sold.body).toContain(`<title>${day} को बिक गया | HouseHunt</title>`);
    expect(sold.body).toContain(
      '<meta name="description" content="यह घर अब HouseHunt पर उपलब्ध नहीं है। इससे मिलते-जुलते घर इसके पेज पर हैं।" />',
    );
    expect(sold.body).toContain('<meta name="robots" content="noindex" />');
    const archived = await get(`/hi/property/${ids.archived}`);
    expect(archived.statusCode).toBe(410);
    expect(archived.body).toContain('<title>अब उपलब्ध नहीं | HouseHunt</title>');
  });

  it('answers an archived listing 410 "No longer available", and a draft never published 404', async () => {
    const archived = await get(`/api/properties/${ids.archived}`);
    expect(archived.statusCode).toBe(410);
    expect(errorBody(archived).error).toEqual({
      code: 'LISTING_GONE',
      message: 'No longer available',
      details: { departure: { kind: 'unavailable', on: null } },
    });
    const archivedPage = await get(`/property/${ids.archived}`);
    expect(archivedPage.statusCode).toBe(410);
    expect(archivedPage.body).toContain('<title>No longer available');

    const draft = await get(`/api/properties/${ids.draft}`);
    expect(draft.statusCode).toBe(404);
    expect(errorBody(draft).error.message).toBe('Property not found');
    const draftPage = await get(`/property/${ids.draft}`);
    expect(draftPage.statusCode).toBe(404);
    expect(draftPage.body).not.toContain('Lifecycle flat draft');
  });

  it('tells a shortlist what became of a listing that left, and leaves a draft out', async () => {
    const all = Object.values(ids).join(',');
    const cards = responseBody(await get(`/api/properties/cards?ids=${all}`), listingCardListSchema).items;
    const departures = Object.fromEntries(cards.map((card) => [nameOf(card.id) ?? card.id, card.departure]));
    expect(departures).toEqual({
      live: null,
      underOffer: null,
      stale: null,
      archived: { kind: 'unavailable', on: null },
      soldRecently: { kind: 'sold', on: indiaToday(LISTINGS.soldRecently.leftPublicAt) },
      soldLongAgo: { kind: 'sold', on: indiaToday(LISTINGS.soldLongAgo.leftPublicAt) },
    });
  });

  it('refuses a visit or a question about a sold or archived listing, and takes one for a live listing', async () => {
    const book = (propertyId: string) =>
      t.app.inject({ method: 'POST', url: '/api/bookings', payload: aBookingRequest(propertyId) });
    const ask = (propertyId: string) =>
      t.app.inject({ method: 'POST', url: '/api/enquiries', payload: aPropertyEnquiry(propertyId) });

    const sold = await book(ids.soldRecently);
    expect(sold.statusCode, sold.body).toBe(409);
    expect(errorBody(sold).error).toEqual({
      code: 'LISTING_NOT_AVAILABLE',
      message: expect.stringMatching(
        /^Sold on .+: this home is no longer available on HouseHunt\.$/,
      ) as unknown,
      details: { departure: { kind: 'sold', on: indiaToday(LISTINGS.soldRecently.leftPublicAt) } },
    });
    const archived = await ask(ids.archived);
    expect(archived.statusCode, archived.body).toBe(409);
    expect(errorBody(archived).error.message).toBe('This home is no longer available on HouseHunt.');
    expect(errorBody(archived).error.details).toEqual({ departure: { kind: 'unavailable', on: null } });
    expect((await book(ids.draft)).statusCode).toBe(404);
    const underOffer = await book(ids.underOffer);
    expect(underOffer.statusCode, underOffer.body).toBe(201);
  });
});
