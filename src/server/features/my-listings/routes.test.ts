import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedPhotoAnswerSchema } from '#domain/listing-record';
import {
  MAX_PENDING_REVIEW_PER_LISTER,
  myListingAnswerSchema,
  myListingListSchema,
  type PostListingRequest,
} from '#domain/my-listings';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createListing } from '#server/listings/listing-writes';
import { mails, properties, propertyViews, users } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { aPng, photoForm } from '#server/testing/photo-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(TEST_DATABASE_KINDS)('My listings on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let lister: Record<string, string>;
  let other: Record<string, string>;
  let listerId: string;
  let otherId: string;
  let made = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = writeHeaders(await signIn(t.app, 'admin@example.com'));
    const one = await signIn(t.app, 'owner.one@example.com');
    const two = await signIn(t.app, 'owner.two@example.com');
    lister = writeHeaders(one);
    other = writeHeaders(two);
    listerId = one.user.id;
    otherId = two.user.id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers = lister) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });

  const aPost = (overrides: Partial<PropertyInput> = {}, extra: Partial<PostListingRequest> = {}) => {
    made += 1;
    return {
      property: aFlat({ title: `Owner's flat ${made}`, address: `${made}, Listers Lane`, ...overrides }),
      lister: { kind: 'owner' },
      ...extra,
    };
  };
  const post = async (headers = lister, overrides: Partial<PropertyInput> = {}) => {
    const response = await call('POST', '/api/me/listings', aPost(overrides), headers);
    expect(response.statusCode, response.body).toBe(201);
    return responseBody(response, myListingAnswerSchema).listing;
  };
  const move = async (id: string, to: string, headers = lister) => {
    const [row] = await t.db
      .select({ version: properties.version })
      .from(properties)
      .where(eq(properties.id, id));
    return call('POST', `/api/me/listings/${id}/state`, { to, version: row?.version ?? 1 }, headers);
  };
  const adminMove = async (id: string, to: string, reason?: string) => {
    const [row] = await t.db
      .select({ version: properties.version })
      .from(properties)
      .where(eq(properties.id, id));
    return call('POST', `/api/admin/properties/${id}/state`, { to, version: row!.version, reason }, admin);
  };
  const rowOf = async (id: string) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const mailsTo = (to: string) => t.db.select().from(mails).where(eq(mails.to, to));

  it('posts a listing as a draft of its owner, never featured by their hand', async () => {
    const response = await call('POST', '/api/me/listings', aPost({ isFeatured: true }));
    expect(response.statusCode, response.body).toBe(201);
    const { listing } = responseBody(response, myListingAnswerSchema);
    expect(listing).toMatchObject({ listingState: 'draft', listerKind: 'owner', isFeatured: false });
    const row = await rowOf(listing.id);
    expect(row).toMatchObject({ listedBy: listerId, listerKind: 'owner', inPublicSearch: false });
  });

  it('posts as an agent with a RERA agent number in the state’s format, refusing one without or with a bad one', async () => {
    const missing = await call('POST', '/api/me/listings', aPost({}, { lister: { kind: 'agent' } }));
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(errorBody(missing).error)).toMatch(/agent registration number/);
    const bad = await call(
      'POST',
      '/api/me/listings',
      aPost({}, { lister: { kind: 'agent', reraNumber: 'x' } }),
    );
    expect(bad.statusCode).toBe(400);
    const good = await call(
      'POST',
      '/api/me/listings',
      aPost({}, { lister: { kind: 'agent', reraNumber: ' prm/ka/rera/1251/310/ag/220726/003048 ' } }),
    );
    expect(good.statusCode, good.body).toBe(201);
    expect(responseBody(good, myListingAnswerSchema).listing).toMatchObject({
      listerKind: 'agent',
      listerReraNumber: 'PRM/KA/RERA/1251/310/AG/220726/003048',
    });
  });

  it('refuses bad input and writes nothing', async () => {
    const before = (await t.db.select().from(properties)).length;
    for (const payload of [
      {},
      { property: 'flat', lister: { kind: 'owner' } },
      aPost({}, { lister: { kind: 'team' } as never }),
      aPost({ title: 'x'.repeat(100_000) }),
      aPost({ price: 'lots' as never }),
      aPost({}, { lister: { kind: 'agent', reraNumber: 'A'.repeat(10_000) } }),
      aPost({}, { imageIds: ['not-a-photo'] }),
    ]) {
      const response = await call('POST', '/api/me/listings', payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    const unicode = await call('POST', '/api/me/listings', aPost({ title: '३ BHK फ्लैट — Indiranagar 🏠' }));
    expect(unicode.statusCode, unicode.body).toBe(201);
    expect((await t.db.select().from(properties)).length).toBe(before + 1);
  });

  it('submits for review, and the team approves it with a mail to the lister', async () => {
    const listing = await post();
    const submitted = await move(listing.id, 'pending-review');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await rowOf(listing.id)).listingState).toBe('pending-review');
    const approved = await adminMove(listing.id, 'live');
    expect(approved.statusCode, approved.body).toBe(200);
    const row = await rowOf(listing.id);
    expect(row).toMatchObject({ listingState: 'live', inPublicSearch: true, reviewNote: null });
    const sent = (await mailsTo('owner.one@example.com')).filter(
      (mail) => mail.template === 'listing-approved',
    );
    expect(sent.some((mail) => mail.subject.includes(listing.title))).toBe(true);
  });

  it('rejects only with a reason, which the lister reads and which resubmitting clears', async () => {
    const listing = await post();
    await move(listing.id, 'pending-review');
    const noReason = await adminMove(listing.id, 'draft');
    expect(noReason.statusCode).toBe(400);
    expect((await rowOf(listing.id)).listingState).toBe('pending-review');
    expect((await adminMove(listing.id, 'draft', '   ')).statusCode).toBe(400);
    const rejected = await adminMove(listing.id, 'draft', 'The photos show a different flat');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({
      listingState: 'draft',
      reviewNote: 'The photos show a different flat',
    });
    const sent = (await mailsTo('owner.one@example.com')).filter(
      (mail) => mail.template === 'listing-sent-back',
    );
    expect(sent.some((mail) => mail.text.includes('The photos show a different flat'))).toBe(true);
    const mine = responseBody(await call('GET', `/api/me/listings/${listing.id}`), myListingAnswerSchema);
    expect(mine.listing.reviewNote).toBe('The photos show a different flat');
    expect((await move(listing.id, 'pending-review')).statusCode).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({ listingState: 'pending-review', reviewNote: null });
  });

  it('never lets a lister publish their own listing', async () => {
    const listing = await post();
    const refused = await move(listing.id, 'live');
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).error.message).toMatch(/Only the HouseHunt team publishes/);
    expect((await rowOf(listing.id)).listingState).toBe('draft');
  });

  it('marks a live listing under offer, sold, back live, confirms it and archives it', async () => {
    const listing = await post(lister, { propertyStatus: 'sale' });
    await move(listing.id, 'pending-review');
    await adminMove(listing.id, 'live');
    for (const to of ['under-offer', 'sold', 'live', 'archived']) {
      const response = await move(listing.id, to);
      expect(response.statusCode, `${to}: ${response.body}`).toBe(200);
      expect((await rowOf(listing.id)).listingState).toBe(to);
    }
    expect((await move(listing.id, 'live')).statusCode).toBe(409);
    const other = await post(lister, { propertyStatus: 'sale' });
    await move(other.id, 'pending-review');
    await adminMove(other.id, 'live');
    const { version } = await rowOf(other.id);
    const confirmed = await call('POST', `/api/me/listings/${other.id}/confirm`, { version });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it(`keeps at most ${MAX_PENDING_REVIEW_PER_LISTER} listings pending review per lister`, async () => {
    const third = writeHeaders(await signIn(t.app, 'busy.owner@example.com'));
    for (let i = 0; i < MAX_PENDING_REVIEW_PER_LISTER; i += 1) {
      const listing = await post(third);
      expect((await move(listing.id, 'pending-review', third)).statusCode).toBe(200);
    }
    const eleventh = await post(third);
    const refused = await move(eleventh.id, 'pending-review', third);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).error.message).toMatch(/already have 10 listings waiting for review/);
    expect((await rowOf(eleventh.id)).listingState).toBe('draft');
    const list = responseBody(await call('GET', '/api/me/listings', undefined, third), myListingListSchema);
    expect(list.pendingReview).toBe(MAX_PENDING_REVIEW_PER_LISTER);
  });

  it('sends a live listing back to review when its price changes, unless the lister is trusted', async () => {
    const listing = await post();
    await move(listing.id, 'pending-review');
    await adminMove(listing.id, 'live');
    const save = async (changes: Partial<PropertyInput>) => {
      const { version } = await rowOf(listing.id);
      return call('PUT', `/api/me/listings/${listing.id}`, {
        version,
        property: aFlat({ title: listing.title, address: listing.address, ...changes }),
        lister: { kind: 'owner' },
      });
    };
    const retitled = await save({ landmark: 'Near the metro' });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({ listingState: 'live', inPublicSearch: true });
    const repriced = await save({ landmark: 'Near the metro', price: listing.price + 1000 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({ listingState: 'pending-review', inPublicSearch: false });

    const trust = await call(
      'PATCH',
      `/api/admin/users/${listerId}/trusted-lister`,
      { trustedLister: true },
      admin,
    );
    expect(trust.statusCode, trust.body).toBe(200);
    expect(trust.json<{ user: { trustedLister: boolean } }>().user.trustedLister).toBe(true);
    await adminMove(listing.id, 'live');
    const trusted = await save({ landmark: 'Near the metro', price: listing.price + 5000 });
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({ listingState: 'live', price: listing.price + 5000 });
    await call('PATCH', `/api/admin/users/${listerId}/trusted-lister`, { trustedLister: false }, admin);
  });

  it('lets only an admin choose a trusted lister', async () => {
    const refused = await call(
      'PATCH',
      `/api/admin/users/${otherId}/trusted-lister`,
      { trustedLister: true },
      other,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await call(
      'PATCH',
      `/api/admin/users/${otherId}/trusted-lister`,
      { trustedLister: 'yes' },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, otherId));
    expect(row!.trustedLister).toBe(false);
  });

  it('uploads photos that only their uploader can attach', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/me/listings/photos',
      headers: lister,
      payload: photoForm(await aPng(), 'front.png', 'image/png'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const photo = responseBody(upload, uploadedPhotoAnswerSchema).image;
    const stolen = await call('POST', '/api/me/listings', aPost({}, { imageIds: [photo.id] }), other);
    expect(stolen.statusCode).toBe(400);
    const mine = await call('POST', '/api/me/listings', aPost({}, { imageIds: [photo.id] }));
    expect(mine.statusCode, mine.body).toBe(201);
    expect(responseBody(mine, myListingAnswerSchema).listing.images.map((image) => image.id)).toEqual([
      photo.id,
    ]);
  });

  it('lists my listings with views, enquiries and visits, and nobody else’s', async () => {
    const listing = await post();
    await t.db.insert(propertyViews).values({ propertyId: listing.id, day: '2026-11-01', views: 7 });
    const mine = responseBody(await call('GET', '/api/me/listings'), myListingListSchema);
    expect(mine.listings.find((row) => row.id === listing.id)).toMatchObject({
      views: 7,
      enquiries: 0,
      visits: 0,
    });
    const theirs = responseBody(await call('GET', '/api/me/listings', undefined, other), myListingListSchema);
    expect(theirs.listings.some((row) => row.id === listing.id)).toBe(false);
  });

  it('scores each of my listings for quality, with a hint for each check it misses', async () => {
    const listing = await post();
    const mine = responseBody(await call('GET', '/api/me/listings'), myListingListSchema);
    const { quality } = mine.listings.find((row) => row.id === listing.id)!;
    // A draft without photos: the photos check is missed; a draft has no availability to confirm yet.
    const photos = quality.checks.find((check) => check.check === 'photos');
    expect(photos?.met).toBe(false);
    expect(photos?.hint).toContain('Add 5 more photos');
    expect(quality.checks.map((check) => check.check)).not.toContain('freshness');
    expect(quality.score).toBeLessThan(100);
  });

  it('archives a lister’s listings when they delete their account, so none stays public unanswered', async () => {
    const leaving = await signIn(t.app, 'leaving.owner@example.com');
    const headers = writeHeaders(leaving);
    const live = await post(headers);
    await move(live.id, 'pending-review', headers);
    expect((await adminMove(live.id, 'live')).statusCode).toBe(200);
    const draft = await post(headers);
    const othersListing = await post(other);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { confirmation: 'leaving.owner@example.com' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(live.id)).toMatchObject({
      listingState: 'archived',
      inPublicSearch: false,
      listedBy: null,
    });
    expect((await rowOf(live.id)).leftPublicAt).not.toBeNull();
    expect(await rowOf(draft.id)).toMatchObject({ listingState: 'archived', leftPublicAt: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${live.id}` })).statusCode).toBe(410);
    expect((await rowOf(othersListing.id)).listingState).toBe('draft');
  });

  it('answers 404 for another lister’s listing on every route and changes nothing', async () => {
    const listing = await post();
    const before = await rowOf(listing.id);
    const version = before.version;
    const attempts = [
      call('GET', `/api/me/listings/${listing.id}`, undefined, other),
      call(
        'PUT',
        `/api/me/listings/${listing.id}`,
        { version, property: aFlat({ title: 'Hijacked' }), lister: { kind: 'owner' } },
        other,
      ),
      call('POST', `/api/me/listings/${listing.id}/state`, { to: 'pending-review', version }, other),
      call('POST', `/api/me/listings/${listing.id}/confirm`, { version }, other),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const team = await createListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    expect((await call('GET', `/api/me/listings/${team.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/listings/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/listings/not-an-id')).statusCode).toBe(400);
    expect(await rowOf(listing.id)).toEqual(before);
    expect(
      await t.db
        .select()
        .from(properties)
        .where(and(eq(properties.title, 'Hijacked'))),
    ).toEqual([]);
  });

  it('asks a signed-out visitor to sign in on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/listings'],
      ['POST', '/api/me/listings'],
      ['GET', `/api/me/listings/${UNKNOWN_ID}`],
      ['PUT', `/api/me/listings/${UNKNOWN_ID}`],
      ['POST', `/api/me/listings/${UNKNOWN_ID}/state`],
      ['POST', `/api/me/listings/${UNKNOWN_ID}/confirm`],
      ['POST', '/api/me/listings/photos'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
