import { expect, test } from '@playwright/test';
import { DEMO_LISTING, resolvePage } from './support/routes.js';

test('a plain HTTP fetch of a property page, without JavaScript, has its title and JSON-LD', async ({
  request,
}) => {
  const { path, heading: title } = await resolvePage({
    path: `/property/${DEMO_LISTING}`,
    heading: DEMO_LISTING,
  });
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`| HouseHunt</title>`);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(jsonLd).toMatchObject({
    '@type': 'RealEstateListing',
    name: title,
    offers: { priceCurrency: 'INR' },
    about: { address: { addressCountry: 'IN' } },
  });
});

test('robots.txt and the sitemap point crawlers at the public pages and listings', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin');
  const listings = await (await request.get('/sitemap-listings.xml?part=1')).text();
  expect(listings.match(/<loc>[^<]*\/property\/[0-9a-f-]{36}<\/loc>/g)?.length).toBeGreaterThanOrEqual(44);
});
