import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicListingAnswerSchema } from '#domain/listing-record';
import { localityInsightsSchema } from '#domain/locality-insights-answer';
import { errorBody, responseBody } from '#server/testing/response-body';
import { createNamedLiveListings } from '#server/testing/live-listing';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

/** A built index.html whose head the server fills in. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-localities-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>HouseHunt</title><meta name="description" content="default" /></head>' +
      '<body><div id="root"></div></body></html>',
  );
  return root;
}

const HOST = 'househunt.example.in';

// Five 3 BHK flats for sale in one locality (prices per sq.ft 8,000 to 12,000: median 10,000), four in another.
const FIVE = [8_000, 9_000, 10_000, 11_000, 12_000];
const FOUR = [7_000, 7_500, 8_500, 9_500];
const LISTINGS = {
  ...Object.fromEntries(
    FIVE.map((perSqFt, i) => [
      `five${i}`,
      { location: 'Kadugodi Test Layout', price: perSqFt * 1000, squareFeet: 1000, carpetArea: 800 },
    ]),
  ),
  ...Object.fromEntries(
    FOUR.map((perSqFt, i) => [
      `four${i}`,
      { location: 'Hoodi Test Nagar', price: perSqFt * 1000, squareFeet: 1000, carpetArea: 800 },
    ]),
  ),
};

describe.each(TEST_DATABASE_KINDS)('locality insights on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { webRoot: webBuild(), env: { PUBLIC_URL: `https://${HOST}` } });
    ids = await createNamedLiveListings(t.db, LISTINGS);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it("answers a locality's medians by type and BHK, from five listings alike", async () => {
    const response = await get('/api/localities/bengaluru/kadugodi-test-layout');
    expect(response.statusCode, response.body).toBe(200);
    const insights = responseBody(response, localityInsightsSchema);
    expect(insights).toMatchObject({
      city: 'Bengaluru',
      locality: 'Kadugodi Test Layout',
      citySlug: 'bengaluru',
      localitySlug: 'kadugodi-test-layout',
      listings: 5,
      minimumListings: 5,
    });
    expect(insights.figures).toEqual([
      expect.objectContaining({
        propertyStatus: 'sale',
        subCategory: 'flat',
        bedrooms: 3,
        medianPricePerSqFt: 10_000,
        listings: 5,
        // All listed this quarter: nothing last quarter to compare with.
        previousQuarterMedian: null,
        quarterChangePercent: null,
      }),
    ]);
  });

  it('shows no figure from four listings, and the city as a whole from all nine', async () => {
    const four = responseBody(
      await get('/api/localities/bengaluru/hoodi-test-nagar'),
      localityInsightsSchema,
    );
    expect(four).toMatchObject({ listings: 4, figures: [] });
    const city = responseBody(await get('/api/localities/bengaluru'), localityInsightsSchema);
    expect(city).toMatchObject({ locality: null, localitySlug: null, listings: 9 });
    const all = [...FIVE, ...FOUR].sort((a, b) => a - b);
    expect(city.figures[0]).toMatchObject({ listings: 9, medianPricePerSqFt: all[4] });
  });

  it("puts the line on the property page: the locality's median, else the city's", async () => {
    const five = responseBody(await get(`/api/properties/${ids.five0}`), publicListingAnswerSchema);
    expect(five.localityComparison).toMatchObject({
      percentFromMedian: -20,
      listings: 5,
      placeName: 'Kadugodi Test Layout',
      path: '/locality/bengaluru/kadugodi-test-layout',
    });
    const four = responseBody(await get(`/api/properties/${ids.four0}`), publicListingAnswerSchema);
    expect(four.localityComparison).toMatchObject({
      percentFromMedian: -22,
      listings: 9,
      placeName: 'Bengaluru',
      // The listing's own locality page, which shows the city's figures too.
      path: '/locality/bengaluru/hoodi-test-nagar',
    });
  });

  it.each([
    ['upper case', '/api/localities/Bengaluru/kadugodi-test-layout', 400],
    ['spaces', '/api/localities/bengaluru/kadugodi%20test%20layout', 400],
    ['a double hyphen', '/api/localities/bengaluru/kadugodi--test', 400],
    ['Devanagari', `/api/localities/bengaluru/${encodeURIComponent('व्हाइटफ़ील्ड')}`, 400],
    ['an emoji', `/api/localities/${encodeURIComponent('🏠')}`, 400],
    // Fastify refuses a path parameter over 100 characters before the route reads it.
    ['a name longer than any locality', `/api/localities/bengaluru/${'a'.repeat(151)}`, 414],
    ['a huge name', `/api/localities/bengaluru/${'a'.repeat(5_000)}`, 414],
    ['a place with no listing', '/api/localities/bengaluru/no-such-place', 404],
    ['a city with no listing', '/api/localities/atlantis', 404],
  ])('refuses %s with a clear error, never a 500', async (_what, url, status) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(status);
    expect(errorBody(response).error.message).toBeTruthy();
  });

  it('serves the locality page with its own title, description and JSON-LD', async () => {
    const page = await get('/locality/bengaluru/kadugodi-test-layout');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<title>Property prices in Kadugodi Test Layout, Bengaluru | HouseHunt</title>',
    );
    expect(page.body).toContain('HouseHunt&#39;s 5 live listings in Kadugodi Test Layout, Bengaluru');
    expect(page.body).toContain(
      `<link rel="canonical" href="https://${HOST}/locality/bengaluru/kadugodi-test-layout" />`,
    );
    const jsonLd: unknown = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Dataset',
      spatialCoverage: { name: 'Kadugodi Test Layout, Bengaluru' },
      variableMeasured: [expect.objectContaining({ value: 10_000 })],
    });
    // Fewer than five listings: opens, but is nobody's search result.
    const four = await get('/locality/bengaluru/hoodi-test-nagar');
    expect(four.statusCode).toBe(200);
    expect(four.body).toContain('<meta name="robots" content="noindex" />');
    for (const unknown of [
      '/locality/bengaluru/no-such-place',
      '/locality/Bengaluru/x',
      '/locality/atlantis',
    ]) {
      const missing = await get(unknown);
      expect(missing.statusCode, unknown).toBe(404);
      expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('lists places with five live listings in the sitemap, not one with four', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`<loc>https://${HOST}/sitemap-localities.xml</loc>`);
    const sitemap = (await get('/sitemap-localities.xml')).body;
    expect(sitemap).toContain(`<loc>https://${HOST}/locality/bengaluru/kadugodi-test-layout</loc>`);
    // A city has no page of its own: each of its localities' pages shows its figures.
    expect(sitemap).not.toContain(`<loc>https://${HOST}/locality/bengaluru</loc>`);
    expect(sitemap).not.toContain('hoodi-test-nagar');
  });
});
