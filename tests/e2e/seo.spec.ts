import { expect, test } from '@playwright/test';
import { aFlat } from '#server/testing/listing-factory';
import { aListingOfOurOwn } from './support/test-listings.js';
import { publishThrough } from './support/admin-listings.js';
import { ADMIN_SESSION, currentSession } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { OUR_LISTING, resolvePage } from './support/routes.js';

test('a plain HTTP fetch of a property page, without JavaScript, has its title and JSON-LD', async ({
  request,
}) => {
  const { path, heading: title } = await resolvePage({
    path: `/property/${OUR_LISTING}`,
    heading: OUR_LISTING,
  });
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`| HouseHunt</title>`);
  const jsonLd: unknown = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
  );
  expect(jsonLd).toMatchObject({
    '@type': 'RealEstateListing',
    name: title,
    offers: { priceCurrency: 'INR' },
    about: { address: { addressCountry: 'IN' } },
  });
});

test('robots.txt and the sitemap point crawlers at the public pages and listings', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
  const listing = await aListingOfOurOwn();
  const listings = await (await request.get('/sitemap-listings.xml?part=1')).text();
  expect(listings.match(/<loc>[^<]*\/property\/[0-9a-f-]{36}<\/loc>/g)).toContainEqual(
    expect.stringMatching(new RegExp(`^<loc>[^<]*/property/${listing.id}</loc>$`)),
  );
});

test.describe('a listing whose text looks like code', () => {
  test.use({ storageState: ADMIN_SESSION });

  test('opens past the start-up overlay with its title intact', async ({ page, browser }) => {
    const title = `Dollar $' quote $& test $\` $1 </script><!-- ${Date.now()}`;
    await page.goto('/');
    const { csrfToken } = await currentSession(page);
    const created = await page.request.post('/api/admin/properties', {
      headers: { 'x-csrf-token': csrfToken! },
      data: {
        property: aFlat({
          title,
          description: `Deposit $' only`,
          address: `12 $& Road`,
          location: 'Lake $` side',
        }),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { property: { id: string } }).property;
    try {
      await publishThrough(page.request, csrfToken!, id);
      // A visitor's browser, without the admin's session.
      const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
      const problems = await watchPageProblems(visitor);
      await visitor.goto(`/property/${id}`);
      await waitForApp(visitor);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor).toHaveTitle(`${title} | HouseHunt`);
      expect(await visitor.locator('html').count()).toBe(1);
      problems.expectNone();
      await visitor.close();
    } finally {
      await page.request.delete(`/api/admin/properties/${id}`, { headers: { 'x-csrf-token': csrfToken! } });
    }
  });
});
