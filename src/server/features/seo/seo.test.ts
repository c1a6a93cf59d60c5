import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema } from '#domain/property-schema';
import type { PublicListing } from '#domain/listing-record';
import { aFlat } from '#server/testing/listing-factory';
import { aPng } from '#server/testing/photo-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS, type TestDatabaseKind } from '#server/testing/test-database';
import { DEFAULT_SITE_SETTINGS } from '#domain/site-settings';
import { LISTING_MAIN_PHOTO_SIZES, pictureSources } from '#domain/listing-photo-sources';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { uploadPhoto } from '#server/listings/listing-photos';
import { createLiveListing } from '#server/testing/live-listing';
import { saveSiteSettings } from '#server/features/site/service';

/** The built index.html's head as Vite leaves it: a title and a description the server replaces. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-seo-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>HouseHunt</title>\n    <meta\n      name="description"\n      content="default"\n    />' +
      '</head><body><div id="root"></div></body></html>',
  );
  return root;
}

const PUBLIC_HOST = 'househunt.example.in';

/** The app with a web build, at a public address of its own. */
const appWithWebBuild = (kind: TestDatabaseKind) =>
  buildTestApp(kind, { webRoot: webBuild(), env: { PUBLIC_URL: `https://${PUBLIC_HOST}` } });

// Pages answer on the public address's host; any other is sent there first.
const pageOf = (t: TestApp) => (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: PUBLIC_HOST } });

/** The schema.org data a page embeds, as far as these tests read it. */
type JsonLd = { name: string; description: string; about: { address: object } };

/** The <meta property|name content> tags of a page, by property or name, as the browser reads them. */
const metaTags = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map(([, key, value]) => [
      key!,
      decoded(value!),
    ]),
  ) as Record<string, string>;

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as JsonLd) : null;
};

describe.each(TEST_DATABASE_KINDS)('what crawlers get on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  beforeAll(async () => {
    t = await appWithWebBuild(kind);
    const photo = await uploadPhoto(t.db, t.storage, {
      body: await aPng(),
      fileName: 'front.png',
      uploadedBy: null,
    });
    const listing = await createLiveListing(
      t.db,
      propertyInputSchema.parse(
        aFlat({
          title: 'Lake view flat </script><script>alert(1)</script>',
          latitude: 12.9716,
          longitude: 77.5946,
        }),
      ),
      [photo.id],
      SYSTEM_ACTOR,
    );
    listingId = listing.id;
  });
  afterAll(async () => t?.close());

  const page = (url: string) => pageOf(t)(url);

  it('sends a listing page with its title, description, canonical address, image and JSON-LD in the HTML', async () => {
    const response = await page(`/property/${listingId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Lake view flat &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; | HouseHunt</title>',
    );
    expect(html).not.toContain('content="default"');
    expect(html).toContain(
      `<link rel="canonical" href="https://househunt.example.in/property/${listingId}" />`,
    );
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="https://househunt\\.example\\.in/media/share/${listingId}/[0-9a-f]{16}\\.jpg" />`,
      ),
    );
    expect(html).toMatch(
      /<meta name="description" content="Flat\/Apartment for sale in Indiranagar, Bengaluru: ₹1\.85 Cr\./,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: `https://househunt.example.in/property/${listingId}`,
      name: 'Lake view flat </script><script>alert(1)</script>',
      offers: { '@type': 'Offer', price: 18_500_000, priceCurrency: 'INR' },
      about: {
        '@type': 'Apartment',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Indiranagar',
          postalCode: '560038',
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 12.9716, longitude: 77.5946 },
        numberOfBedrooms: 3,
      },
    });
  });

  it("asks for the listing's cover with the HTML, as the page's gallery will, and for no photo it lacks", async () => {
    const { property } = (await page(`/api/properties/${listingId}`)).json<{ property: PublicListing }>();
    const [first] = pictureSources(property.images[0]!.variants);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" ([^>]*) \/>/g)].map(([, attributes]) => attributes);
    expect(first?.type).toBe('image/avif');
    expect(preloads((await page(`/property/${listingId}`)).body)).toEqual([
      `type="image/avif" imagesrcset="${first!.srcSet}" imagesizes="${LISTING_MAIN_PHOTO_SIZES}" fetchpriority="high"`,
    ]);
    expect(preloads((await page(`/hi/property/${listingId}`)).body)).toHaveLength(1);

    const withoutPhotos = await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    expect(preloads((await page(`/property/${withoutPhotos.id}`)).body)).toEqual([]);
    expect(preloads((await page('/')).body)).toEqual([]);
  });

  it('gives the property, locality and home pages Open Graph and Twitter card tags with a 1200×630 image', async () => {
    const shareImage = /^https:\/\/househunt\.example\.in\/media\/share\/[^"]+\.jpg$/;
    for (const url of [`/property/${listingId}`, '/locality/bengaluru/indiranagar', '/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const tags = metaTags(response.body);
      expect(tags, url).toMatchObject({
        'og:site_name': 'HouseHunt',
        'og:locale': 'en_IN',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:type': 'image/jpeg',
        'twitter:card': 'summary_large_image',
      });
      for (const name of [
        'og:title',
        'og:description',
        'og:type',
        'og:image:alt',
        'twitter:title',
        'twitter:description',
      ]) {
        expect(tags[name], `${url} ${name}`).toBeTruthy();
      }
      expect(tags['og:image'], url).toMatch(shareImage);
      expect(tags['twitter:image'], url).toBe(tags['og:image']);
      expect(tags['twitter:title'], url).toBe(tags['og:title']);
    }
    const listing = metaTags((await page(`/property/${listingId}`)).body);
    expect(listing['og:url']).toBe(`https://househunt.example.in/property/${listingId}`);
    expect(listing['og:image:alt']).toMatch(/^₹1\.85 Cr, 3 BHK Flat\/Apartment for sale/);
    expect(metaTags((await page('/')).body)['og:url']).toBe('https://househunt.example.in/');
  });

  it('answers a missing or malformed listing, and an unknown page, with a 404 document', async () => {
    for (const url of ['/property/00000000-0000-4000-8000-000000000000', '/property/not-an-id']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Property not found | HouseHunt</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Page not found | HouseHunt</title>');
  });

  it('gives every public page its own title, description and canonical address, and keeps the portal out', async () => {
    const about = await page('/about-us');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About us | HouseHunt</title>');
    expect(about.body).toContain('<link rel="canonical" href="https://househunt.example.in/about-us" />');
    const admin = await page('/admin/properties');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<meta name="robots" content="noindex" />');
    // A visitor's own shortlist is a real page, but no search result.
    const shortlist = await page('/shortlist');
    expect(shortlist.statusCode).toBe(200);
    expect(shortlist.body).toContain('<title>Your shortlist | HouseHunt</title>');
    expect(shortlist.body).toContain('<meta name="robots" content="noindex" />');
  });

  /** The page's <link rel="alternate" hreflang> tags, as hreflang → address. */
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
        ([, lang, href]) => [lang!, href!],
      ),
    );
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];

  it('answers a Hindi page under /hi in Hindi, indexed with its own canonical and hreflang, and no Hindi portal', async () => {
    const origin = 'https://househunt.example.in';
    const properties = await page('/hi/properties');
    expect(properties.statusCode).toBe(200);
    expect(properties.body).toContain('<html lang="hi"');
    expect(properties.body).toContain('<title>बिक्री और किराये की प्रॉपर्टी | ');
    expect(metaTags(properties.body)).toMatchObject({ 'og:locale': 'hi_IN', 'og:locale:alternate': 'en_IN' });
    expect(metaTags(properties.body).robots).toBeUndefined();
    expect(canonicalOf(properties.body)).toBe(`${origin}/hi/properties`);
    expect(metaTags(properties.body)['og:url']).toBe(`${origin}/hi/properties`);
    const bothLanguages = {
      en: `${origin}/properties`,
      hi: `${origin}/hi/properties`,
      'x-default': `${origin}/properties`,
    };
    expect(alternatesOf(properties.body)).toEqual(bothLanguages);
    const english = await page('/properties');
    expect(english.body).not.toContain('<html lang="hi"');
    expect(metaTags(english.body)).toMatchObject({ 'og:locale': 'en_IN', 'og:locale:alternate': 'hi_IN' });
    expect(canonicalOf(english.body)).toBe(`${origin}/properties`);
    expect(alternatesOf(english.body)).toEqual(bothLanguages);

    const home = await page('/hi/');
    expect([home.statusCode, metaTags(home.body)['og:title']]).toEqual([200, 'अपना अगला घर खोजें']);
    expect(canonicalOf(home.body)).toBe(`${origin}/hi/`);
    expect(alternatesOf((await page('/')).body)).toEqual({
      en: `${origin}/`,
      hi: `${origin}/hi/`,
      'x-default': `${origin}/`,
    });
    const listing = await page(`/hi/property/${listingId}`);
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('<html lang="hi"');
    expect(canonicalOf(listing.body)).toBe(`${origin}/hi/property/${listingId}`);
    expect(alternatesOf(listing.body)).toMatchObject({ en: `${origin}/property/${listingId}` });
    for (const url of ['/hi/about-us', '/hi/contact-us', '/hi/services', '/hi/villas-on-demand']) {
      const response = await page(url);
      expect(canonicalOf(response.body), url).toBe(`${origin}${url}`);
      expect(metaTags(response.body).robots, url).toBeUndefined();
    }

    // A page no crawler is to file stays out in both languages, with no alternates.
    for (const url of ['/shortlist', '/hi/shortlist']) {
      const response = await page(url);
      expect(metaTags(response.body).robots, url).toBe('noindex');
      expect(response.body, url).not.toContain('rel="canonical"');
      expect(alternatesOf(response.body), url).toEqual({});
    }
    for (const missing of ['/hi/nowhere', '/hi/admin', '/hi/admin/properties']) {
      const response = await page(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(alternatesOf(response.body), missing).toEqual({});
    }
  });

  it('lists the public pages and every listing in the sitemaps, and points robots at them', async () => {
    const robots = await page('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: https://househunt.example.in/sitemap.xml');
    const index = (await page('/sitemap.xml')).body;
    expect(index).toContain('<loc>https://househunt.example.in/sitemap-pages.xml</loc>');
    expect(index).toContain('<loc>https://househunt.example.in/sitemap-listings.xml?part=1</loc>');
    const pages = (await page('/sitemap-pages.xml')).body;
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const villas =
      '<xhtml:link rel="alternate" hreflang="en" href="https://househunt.example.in/villas-on-demand"/>' +
      '<xhtml:link rel="alternate" hreflang="hi" href="https://househunt.example.in/hi/villas-on-demand"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://househunt.example.in/villas-on-demand"/>';
    expect(pages).toContain(`<url><loc>https://househunt.example.in/villas-on-demand</loc>${villas}</url>`);
    expect(pages).toContain(
      `<url><loc>https://househunt.example.in/hi/villas-on-demand</loc>${villas}</url>`,
    );
    expect(pages).toContain('<loc>https://househunt.example.in/hi/</loc>');
    const listings = await page('/sitemap-listings.xml?part=1');
    expect(listings.headers['content-type']).toMatch(/application\/xml/);
    for (const path of [`/property/${listingId}`, `/hi/property/${listingId}`]) {
      expect(listings.body).toMatch(
        new RegExp(
          `<url><loc>https://househunt\\.example\\.in${path}</loc><lastmod>[^<]+</lastmod>` +
            `<xhtml:link rel="alternate" hreflang="en" href="https://househunt\\.example\\.in/property/${listingId}"/>`,
        ),
      );
    }
    expect((await page('/sitemap-listings.xml?part=0')).statusCode).toBe(400);
  });
});

// What String.replace reads as patterns, and what would end a script element or open an HTML comment in it.
const LOOKS_LIKE_CODE = "$' $& $` $1 </script><!-- x";

/** Text of an element or attribute as the browser reads it (the server writes &#NN; escapes). */
const decoded = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('listing and site texts that look like code', () => {
  let t: TestApp;
  let listingId: string;
  const listing = {
    title: `Dollar ${LOOKS_LIKE_CODE} flat`,
    description: `Deposit ${LOOKS_LIKE_CODE} only`,
    address: `12 ${LOOKS_LIKE_CODE} Road`,
    location: `Lake ${LOOKS_LIKE_CODE} side`,
  };
  const siteName = `Homes${LOOKS_LIKE_CODE}R'Us`;

  beforeAll(async () => {
    t = await appWithWebBuild('PGlite');
    listingId = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat(listing)), [], SYSTEM_ACTOR))
      .id;
    await saveSiteSettings(t.db, { ...DEFAULT_SITE_SETTINGS, siteName }, 0, SYSTEM_ACTOR);
  });
  afterAll(async () => t?.close());

  const page = (url: string) => pageOf(t)(url);

  it('serves them into one intact document, with the title and JSON-LD as typed', async () => {
    const response = await page(`/property/${listingId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);

    expect(decoded(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${listing.title} | ${siteName}`);
    expect(decoded(/<meta property="og:site_name" content="([^"]*)"/.exec(html)![1]!)).toBe(siteName);
    expect(decoded(/<meta name="description" content="([^"]*)"/.exec(html)![1]!)).toContain(
      `Lake ${LOOKS_LIKE_CODE} side, Bengaluru`,
    );
    const jsonLd = jsonLdOf(html)!;
    expect(jsonLd.name).toBe(listing.title);
    expect(jsonLd.description).toContain(listing.description);
    expect(jsonLd.about.address).toMatchObject({
      streetAddress: listing.address,
      addressLocality: listing.location,
    });
  });

  it('keeps the site name intact in every page title', async () => {
    for (const url of ['/', '/about-us', '/no-such-page']) {
      const html = (await page(url)).body;
      expect(html.match(/<html/g), url).toHaveLength(1);
      const title = decoded(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      expect(title.endsWith(` | ${siteName}`), `${url}: ${title}`).toBe(true);
    }
  });
});
