import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createListing, updateListing } from '#server/listings/listing-writes';
import { uploadPhoto } from '#server/listings/listing-photos';
import {
  renderShareImage,
  SHARE_IMAGE,
  shareImageLines,
  shareImagePath,
  siteShareImagePath,
} from '#server/listings/share-image';
import { aFlat } from '#server/testing/listing-factory';
import { createLiveListing } from '#server/testing/live-listing';
import { aPicture } from '#server/testing/photo-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { findListing } from '#server/listings/listing-record';

const PUBLIC_HOST = 'househunt.example.in';

describe.each(TEST_DATABASE_KINDS)('a listing share preview on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  let draftId: string;
  let photoId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { PUBLIC_URL: `https://${PUBLIC_HOST}` } });
    photoId = (
      await uploadPhoto(t.db, t.storage, { body: await aPicture(7), fileName: 'front.jpg', uploadedBy: null })
    ).id;
    const data = propertyInputSchema.parse(aFlat({ title: 'Share preview flat' }));
    listingId = (await createLiveListing(t.db, data, [photoId])).id;
    draftId = (await createListing(t.db, data, [], SYSTEM_ACTOR)).id;
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: PUBLIC_HOST } });

  /** The og:image the listing's page names, as a path on this server. */
  async function sharePath(id: string): Promise<string> {
    const { listing, images } = await findListing(t.db, id);
    return shareImagePath(listing, images[0]);
  }

  it('answers a 1200×630 JPEG under 300 kB, kept for a year at its address', async () => {
    const response = await get(await sharePath(listingId));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toContain('immutable');
    const body = response.rawPayload;
    expect(body.length).toBeLessThan(SHARE_IMAGE.maxBytes);
    const info = await sharp(body).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    // Stored, so a second process (or this one again) answers the same picture without rendering it.
    expect((await get(await sharePath(listingId))).rawPayload.equals(body)).toBe(true);
  });

  it('answers the Hindi picture at its own address, both languages kept side by side', async () => {
    const { listing, images } = await findListing(t.db, listingId);
    const hindiPath = shareImagePath(listing, images[0], 'hi');
    expect(hindiPath).not.toBe(shareImagePath(listing, images[0]));
    const hindi = await get(hindiPath);
    expect(hindi.statusCode, hindi.body.slice(0, 200)).toBe(200);
    expect(hindi.headers['content-type']).toBe('image/jpeg');
    expect(hindi.rawPayload.length).toBeLessThan(SHARE_IMAGE.maxBytes);
    const info = await sharp(hindi.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    const english = await get(await sharePath(listingId));
    expect(english.statusCode).toBe(200);
    expect(english.rawPayload.equals(hindi.rawPayload)).toBe(false);
    const stored: string[] = [];
    for await (const page of t.storage.list(`share/${listingId}/`))
      stored.push(...page.map((entry) => entry.key));
    expect(stored).toHaveLength(2);
  });

  it('moves to a new address when the price changes, and sends the old address there', async () => {
    const before = await sharePath(listingId);
    const { listing } = await findListing(t.db, listingId);
    const data = propertyInputSchema.parse(aFlat({ title: 'Share preview flat', price: 9_500_000 }));
    await updateListing(
      t.db,
      t.storage,
      listingId,
      { version: listing.version, data, imageIds: [photoId] },
      SYSTEM_ACTOR,
    );
    const after = await sharePath(listingId);
    expect(after).not.toBe(before);
    const old = await get(before);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after);
    const fresh = await get(after);
    expect(fresh.statusCode).toBe(200);
    expect((await sharp(fresh.rawPayload).metadata()).width).toBe(1200);
  });

  it("answers the site's own preview for the home and locality pages, and 404 for an unknown one", async () => {
    const response = await get(siteShareImagePath());
    expect(response.statusCode).toBe(200);
    const info = await sharp(response.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(response.rawPayload.length).toBeLessThan(SHARE_IMAGE.maxBytes);
    expect((await get('/media/share/site/0123456789abcdef.jpg')).statusCode).toBe(404);
  });

  it('answers 404 for a draft, an unknown listing, and 400 for a malformed address, never 500', async () => {
    expect((await get(await sharePath(draftId))).statusCode).toBe(404);
    expect(
      (await get('/media/share/00000000-0000-4000-8000-000000000000/0123456789abcdef.jpg')).statusCode,
    ).toBe(404);
    for (const url of [
      `/media/share/not-an-id/0123456789abcdef.jpg`,
      `/media/share/${listingId}/../../etc.jpg`,
      `/media/share/${listingId}/${'a'.repeat(5000)}.jpg`,
      `/media/share/${listingId}/%E0%A4%98.jpg`,
      `/media/share/${encodeURIComponent('१२३')}/0123456789abcdef.jpg`,
    ]) {
      const response = await get(url);
      expect([400, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });
});

describe('renderShareImage', () => {
  const listing = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'x',
    price: 12_500_000,
    propertyStatus: 'sale' as const,
    rentalFrequency: null,
    subCategory: 'flat' as const,
    bedrooms: 3,
    squareFeet: 1450,
    location: 'Whitefield',
    city: 'Bengaluru',
  };

  it('writes the price in crore, the BHK, the area and the place', () => {
    expect(shareImageLines(listing)).toEqual({
      price: '₹1.25 Cr',
      summary: '3 BHK Flat/Apartment for sale · 1,450 sq.ft',
      place: 'Whitefield, Bengaluru',
    });
  });

  it('writes the Hindi picture’s lines in Hindi: लाख/करोड़, बीएचके and the place in Devanagari', () => {
    expect(shareImageLines(listing, 'hi')).toEqual({
      price: '₹1.25 करोड़',
      summary: '3 बीएचके फ़्लैट/अपार्टमेंट बिक्री के लिए · 1,450 वर्ग फ़ुट',
      place: 'व्हाइटफ़ील्ड, बेंगलुरु',
    });
    expect(
      shareImageLines({ ...listing, propertyStatus: 'rent', rentalFrequency: 'monthly', price: 45_000 }, 'hi')
        .price,
    ).toBe('₹45,000/माह');
  });

  it('draws the Hindi lines in the shipped Devanagari font, not as empty boxes', async () => {
    const storage = { get: async () => null } as never;
    const image = await renderShareImage(listing, null, storage, 'hi');
    const info = await sharp(image).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(image.length).toBeLessThan(SHARE_IMAGE.maxBytes);
  });

  it('gives a listing without photos the branded picture at the same size', async () => {
    const storage = { get: async () => null } as never;
    const image = await renderShareImage(listing, null, storage);
    const info = await sharp(image).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    expect(image.length).toBeLessThan(SHARE_IMAGE.maxBytes);
  });
});
