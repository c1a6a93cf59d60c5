import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { mails, propertyImages, savedSearches } from '#server/db/schema';
import { updateListing } from '#server/listings/listing-writes';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { signIn } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { alertSavedSearches, queueAlertDigests } from './alert-mails.js';

describe.each(TEST_DATABASE_KINDS)('saved-search alert mails on %s', (kind) => {
  let t: TestApp;
  let people = 0;
  // Each test its own city, so other tests' searches never match its listings.
  const aHunter = async () => {
    people += 1;
    const email = `alerts${people}@example.com`;
    const { user } = await signIn(t.app, email);
    return { id: user.id, email };
  };
  const aSearch = async (
    userId: string,
    frequency: 'instant' | 'daily' | 'weekly' | 'off',
    search: Record<string, unknown>,
    name = 'My search',
  ) => (await t.db.insert(savedSearches).values({ userId, name, frequency, search }).returning())[0]!.id;
  const aListing = (overrides: Partial<PropertyInput>) =>
    createLiveListing(t.db, propertyInputSchema.parse(aFlat(overrides)), [], SYSTEM_ACTOR);
  const mailsTo = (email: string) => t.db.select().from(mails).where(eq(mails.to, email));
  const queuedAlertJobs = async (listingId: string) => {
    const result = await t.db.execute(
      sql`select data from pgboss.job where name = 'saved-searches.alert' and data->>'listingId' = ${listingId}`,
    );
    return (result as { rows: Array<{ data: { reason: string } }> }).rows.map((row) => row.data.reason);
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('mails an instant search once for a matching new listing, with the unsubscribe link and headers', async () => {
    const hunter = await aHunter();
    const other = await aHunter();
    const search = await aSearch(hunter.id, 'instant', { city: 'Nashik', bedrooms: [3] }, 'Nashik 3 BHK');
    await aSearch(other.id, 'instant', { city: 'Nashik', bedrooms: [1] });
    const listing = await aListing({ city: 'Nashik', title: 'Sunny 3 BHK near Gangapur Road' });
    // Creating the listing queued the job that does this.
    expect(await queuedAlertJobs(listing.id)).toEqual(['listed']);

    expect(await alertSavedSearches(t.db, t, listing.id, 'listed')).toEqual({ matched: 1, mailed: 1 });
    const [mail] = await mailsTo(hunter.email);
    expect(mail).toMatchObject({
      template: 'saved-search-alert',
      subject: 'New home for “Nashik 3 BHK”: Sunny 3 BHK near Gangapur Road',
      headers: {
        'List-Unsubscribe': expect.stringMatching(
          new RegExp(`^<http://localhost/api/saved-searches/unsubscribe\\?token=${search}\\.[\\w-]+>$`),
        ) as string,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(mail!.text).toContain(`http://localhost/property/${listing.id}`);
    expect(mail!.text).toContain(`http://localhost/unsubscribe?token=${search}.`);
    expect(mail!.text).toContain('₹1.85 Cr');
    expect(await mailsTo(other.email)).toEqual([]);

    // The job run again (a retry, or the same job taken twice): no second mail.
    expect(await alertSavedSearches(t.db, t, listing.id, 'listed')).toEqual({ matched: 0, mailed: 0 });
    expect(await mailsTo(hunter.email)).toHaveLength(1);
  });

  it('shows each home with its photo (an absolute address, with alt text), BHK and area', async () => {
    const hunter = await aHunter();
    await aSearch(hunter.id, 'instant', { city: 'Nagpur' }, 'Nagpur homes');
    const listing = await aListing({
      city: 'Nagpur',
      location: 'Dharampeth',
      title: 'Bright 3 BHK in Dharampeth',
      bedrooms: 3,
      squareFeet: 1450,
    });
    const variant = (width: number, format: 'webp' | 'avif') => ({
      width,
      height: (width * 3) / 4,
      format,
      key: `properties/dharampeth-${width}.${format}`,
      bytes: 1000,
    });
    await t.db.insert(propertyImages).values({
      propertyId: listing.id,
      keyBase: 'properties/dharampeth',
      originalName: 'front.jpg',
      width: 1600,
      height: 1200,
      variants: [variant(1600, 'webp'), variant(480, 'avif'), variant(480, 'webp'), variant(960, 'webp')],
    });
    await alertSavedSearches(t.db, t, listing.id, 'listed');
    const [mail] = await mailsTo(hunter.email);
    expect(mail!.html).toMatch(
      /<img\s+src="http:\/\/localhost\/media\/properties\/dharampeth-480\.webp"\s+width="240"\s+height="180"\s+alt="Bright 3 BHK in Dharampeth"/,
    );
    for (const part of [mail!.html, mail!.text]) {
      expect(part).toContain('3 BHK · 1,450 sq.ft · Dharampeth, Nagpur');
    }
  });

  it('mails a price drop to the search the new price now fits, and never again to one told already', async () => {
    const hunter = await aHunter();
    await aSearch(hunter.id, 'instant', { city: 'Nagpur' }, 'Anything in Nagpur');
    await aSearch(hunter.id, 'instant', { city: 'Nagpur', maxPrice: 10_000_000 }, 'Nagpur under 1 Cr');
    const listing = await aListing({ city: 'Nagpur', price: 12_000_000 });
    await alertSavedSearches(t.db, t, listing.id, 'listed');
    expect((await mailsTo(hunter.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('“Anything in Nagpur”'),
    ]);

    await updateListing(
      t.db,
      t.storage,
      listing.id,
      {
        version: listing.version,
        data: propertyInputSchema.parse(aFlat({ city: 'Nagpur', price: 9_500_000 })),
      },
      SYSTEM_ACTOR,
    );
    expect(await queuedAlertJobs(listing.id)).toEqual(expect.arrayContaining(['listed', 'price-drop']));
    await alertSavedSearches(t.db, t, listing.id, 'price-drop');
    const subjects = (await mailsTo(hunter.email)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toContainEqual(expect.stringMatching(/^Price drop for “Nagpur under 1 Cr”/));
    const drop = (await mailsTo(hunter.email)).find((mail) => mail.subject.startsWith('Price drop'))!;
    // ₹1.2 Cr to ₹95 L: by how much, in lakhs, and by what share of the old price.
    for (const part of [drop.html, drop.text]) {
      expect(part).toContain('Price reduced by ₹25 Lakh (21%) to ₹95 L');
    }
  });

  it('queues no alert job for an edit that does not lower the price', async () => {
    const listing = await aListing({ city: 'Thane', price: 5_000_000 });
    await updateListing(
      t.db,
      t.storage,
      listing.id,
      {
        version: listing.version,
        data: propertyInputSchema.parse(aFlat({ city: 'Thane', price: 5_500_000 })),
      },
      SYSTEM_ACTOR,
    );
    expect(await queuedAlertJobs(listing.id)).toEqual(['listed']);
  });

  it('gathers daily matches into one digest a day, and weekly ones into Monday’s', async () => {
    const hunter = await aHunter();
    await aSearch(hunter.id, 'daily', { city: 'Indore' }, 'Indore daily');
    await aSearch(hunter.id, 'weekly', { city: 'Indore', type: ['flat'] }, 'Indore weekly');
    await aSearch(hunter.id, 'off', { city: 'Indore', category: 'residential' }, 'Indore paused');
    const first = await aListing({ city: 'Indore', title: 'First Indore flat' });
    const second = await aListing({ city: 'Indore', title: 'Second Indore flat' });
    for (const listing of [first, second]) {
      expect(await alertSavedSearches(t.db, t, listing.id, 'listed')).toEqual({
        matched: 2,
        mailed: 0,
      });
    }
    expect(await mailsTo(hunter.email)).toEqual([]);

    // A Tuesday in India: the daily digest only.
    const tuesday = new Date('2026-12-01T03:00:00Z');
    await queueAlertDigests(t.db, t, tuesday);
    const daily = await mailsTo(hunter.email);
    expect(daily.map((mail) => mail.subject)).toEqual(['2 new homes for “Indore daily”']);
    expect(daily[0]!.text).toContain('First Indore flat');
    expect(daily[0]!.text).toContain('Second Indore flat');
    await queueAlertDigests(t.db, t, tuesday);
    expect(await mailsTo(hunter.email)).toHaveLength(1);

    const monday = new Date('2026-12-07T03:00:00Z');
    await queueAlertDigests(t.db, t, monday);
    expect((await mailsTo(hunter.email)).map((mail) => mail.subject).sort()).toEqual([
      '2 new homes for “Indore daily”',
      '2 new homes for “Indore weekly”',
    ]);
  });
});
