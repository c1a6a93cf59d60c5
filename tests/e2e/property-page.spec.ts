import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { homeLoanRepayment, INITIAL_LOAN_TERMS } from '#domain/home-loan-emi';
import { formatINR, formatPrice, priceParts } from '#domain/price-format';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { toggleDarkMode } from './support/theme.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aFlatForRentWithPhotos, aFlatForSaleWithPhotos } from './support/test-listings.js';
import { VISITOR_SESSION } from './support/auth.js';

type Variant = { width: number; format: string; url: string };
type Listing = {
  id: string;
  title: string;
  price: number;
  propertyStatus: 'sale' | 'rent';
  rentalFrequency: 'monthly' | 'yearly' | null;
  securityDeposit: number | null;
  latitude: number | null;
  longitude: number | null;
  images: Array<{ variants: Variant[] }>;
};
type Card = { id: string; title: string };

async function getListing(request: APIRequestContext, id: string): Promise<Listing> {
  const response = await request.get(`/api/properties/${id}`);
  return ((await response.json()) as { property: Listing }).property;
}

async function getSimilar(request: APIRequestContext, id: string): Promise<Card[]> {
  const response = await request.get(`/api/properties/${id}/similar`);
  return ((await response.json()) as { items: Card[] }).items;
}

/** The flat for sale the tests made (photos, coordinates, similar flats in its town), as a visitor reads it. */
const ourFlatForSale = async (request: APIRequestContext) =>
  getListing(request, (await aFlatForSaleWithPhotos()).listing.id);

const photoAlt = (listing: Listing, index: number) =>
  `${listing.title} — photo ${index + 1} of ${listing.images.length}`;

async function openListing(page: Page, listing: Listing) {
  await page.goto(`/property/${listing.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
}

test.describe('the property page of a flat for sale', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  let listing: Listing;
  let similar: Card[];
  test.beforeEach(async ({ request }) => {
    listing = await ourFlatForSale(request);
    similar = await getSimilar(request, listing.id);
  });

  test('shows the photos full screen: arrow keys move, Escape closes and focus returns', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await openListing(page, listing);
    const total = listing.images.length;

    const opener = page.getByRole('button', { name: `View photo 1 of ${total} full screen` });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: listing.title });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close full-screen photos' })).toBeFocused();
    const photo = viewer.getByRole('img', { name: photoAlt(listing, 0) });
    await expect(photo).toBeVisible();
    // The viewer fills a wide screen, so the browser picks the largest rendition the server stored.
    const largest = listing.images[0]!.variants.filter((v) => v.format === 'avif').sort(
      (a, b) => b.width - a.width,
    )[0]!;
    await expect
      // currentSrc is empty until the browser has chosen a rendition: poll again rather than fail on it.
      .poll(() =>
        photo.evaluate((img) => {
          const { currentSrc } = img as { currentSrc: string };
          return currentSrc ? new URL(currentSrc).pathname : '';
        }),
      )
      .toBe(new URL(largest.url, page.url()).pathname);
    await expectNoSeriousAccessibilityViolations(page, 'property page, full-screen photos');

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img', { name: photoAlt(listing, 1) })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByRole('img', { name: photoAlt(listing, 0) })).toBeVisible();
    await page.keyboard.press('End');
    await expect(viewer.getByRole('img', { name: photoAlt(listing, total - 1) })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The page shows the photo the visitor stopped at, and focus is back on what opened the viewer.
    await expect(
      page.getByRole('button', { name: `View photo ${total} of ${total} full screen` }),
    ).toBeFocused();
    await expect(page.getByRole('img', { name: photoAlt(listing, total - 1) })).toBeVisible();
    problems.expectNone();
  });

  test('a sideways drag over the main photo moves to the next one without opening it', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await openListing(page, listing);
    const main = page.getByRole('img', { name: photoAlt(listing, 0) });
    const box = (await main.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('img', { name: photoAlt(listing, 1) })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    problems.expectNone();
  });

  test('works out the EMI in the browser and updates it with the rate', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await openListing(page, listing);
    const calculator = page.getByRole('region', { name: 'EMI calculator' });
    const emi = calculator.getByTestId('emi-amount');
    const emiAt = (annualRatePercent: number) =>
      formatINR(homeLoanRepayment(listing.price, { ...INITIAL_LOAN_TERMS, annualRatePercent }).monthlyEmi);

    await expect(calculator.getByLabel('Down payment')).toHaveValue('20');
    await expect(emi).toHaveText(emiAt(8.5));
    await calculator.getByLabel('Interest rate').fill('10');
    await expect(emi).toHaveText(emiAt(10));

    // Out of bounds: the field says why and the figures stay on the last usable rate.
    await calculator.getByLabel('Interest rate').fill('45');
    await expect(calculator.getByText('Interest rate must be between 1% and 20%')).toBeVisible();
    await expect(calculator.getByLabel('Interest rate')).toHaveAttribute('aria-invalid', 'true');
    await expect(emi).toHaveText(emiAt(10));
    await expectNoSeriousAccessibilityViolations(page, 'property page, EMI calculator with an error');
    await toggleDarkMode(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, 'property page in dark mode');
    problems.expectNone();
  });

  test('shares the listing: the link is copied and WhatsApp gets the title, price and link', async ({
    page,
    baseURL,
  }) => {
    const problems = await watchPageProblems(page);
    await openListing(page, listing);
    const url = `${baseURL}/property/${listing.id}`;

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    // A string, not a function: this file is type-checked without DOM types.
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(url);

    const whatsApp = page.getByRole('link', { name: /^Share on WhatsApp/ });
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', /noopener/);
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`${listing.title}\n${formatPrice(listing)}\n${url}`);

    const maps = new URL(
      (await page.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href'))!,
    );
    expect(maps.searchParams.get('query')).toBe(`${listing.latitude},${listing.longitude}`);
    problems.expectNone();
  });

  test('suggests similar properties that lead to other listings', async ({ page }) => {
    const problems = await watchPageProblems(page);
    await openListing(page, listing);
    const section = page.getByRole('region', { name: 'Similar properties' });
    const links = section.getByRole('link');
    await expect(links).toHaveCount(similar.length);
    for (const [index, card] of similar.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/property/${card.id}`);
      expect(card.id).not.toBe(listing.id);
    }
    await expectNoSeriousAccessibilityViolations(page, 'property page of a sale listing');

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/property/${similar[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: similar[0]!.title })).toBeVisible();
    problems.expectNone();
  });
});

test('a rent listing shows its rent per month with the deposit, and no EMI calculator', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const listing = await getListing(request, (await aFlatForRentWithPhotos()).id);
  await openListing(page, listing);
  const summary = page.getByRole('complementary', { name: 'Price summary' });
  await expect(summary).toContainText(formatPrice(listing));
  expect(formatPrice(listing)).toMatch(/\/month$/);
  await expect(summary).toContainText(`Security deposit${formatINR(listing.securityDeposit!)}`);
  await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EMI calculator' })).toHaveCount(0);
  problems.expectNone();
});

test.describe('with map tiles', () => {
  // Signed in, the page is drawn by the browser, whose request for the site's settings the test answers; a
  // signed-out visitor's page comes with them, drawn by the server (decision 034).
  test.use({ storageState: VISITOR_SESSION });

  test('pins the listing on a street map when the site has map tiles', async ({ page, request, baseURL }) => {
    const problems = await watchPageProblems(page);
    const listing = await ourFlatForSale(request);
    // Stands in for an operator's tile server (MAP_TILE_URL) on the site's own origin: nothing leaves the machine.
    await page.route('**/api/site', async (route) => {
      const response = await route.fetch();
      const site = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: {
          ...site,
          mapTiles: { url: `${baseURL}/test-tiles/{z}/{x}/{y}.png`, attribution: 'Test tiles' },
        },
      });
    });
    let tilesServed = 0;
    await page.route('**/test-tiles/**', (route) => {
      tilesServed += 1;
      return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
    });

    await openListing(page, listing);
    const location = page.getByRole('region', { name: 'Location' });
    await location.scrollIntoViewIfNeeded();
    const map = location.getByTestId('listing-location-map');
    await expect(map).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute('title', listing.title);
    await expect.poll(() => tilesServed).toBeGreaterThan(0);
    await expectNoSeriousAccessibilityViolations(page, 'property page with its map');
    problems.expectNone();
  });
});

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Whether a style rule the action bar matches pads its bottom by the screen's safe area (rules inside layers too).
 * A string: it runs in the page, and this file is type-checked without DOM types.
 */
const BAR_PADS_FOR_SAFE_AREA = `(() => {
  const bar = document.querySelector('[data-testid="listing-action-bar"]');
  const rules = (list) => [...list].flatMap((rule) => (rule.cssRules ? [rule, ...rules(rule.cssRules)] : [rule]));
  return [...document.styleSheets].some((sheet) =>
    rules(sheet.cssRules).some(
      (rule) => rule.selectorText && bar.matches(rule.selectorText) &&
        rule.style.paddingBottom.includes('safe-area-inset-bottom'),
    ),
  );
})()`;

test.describe('the property page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the photo first and keeps the price, Call, WhatsApp and Book a visit at the foot of the screen', async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = await watchPageProblems(page);
    const listing = await ourFlatForSale(request);
    const site = (await (await request.get('/api/site')).json()) as {
      siteName: string;
      contactPhone: string;
    };
    await openListing(page, listing);

    const photos = page.getByRole('region', { name: `Photos of ${listing.title}` });
    const title = page.getByRole('heading', { level: 1, name: listing.title });
    expect((await photos.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
    await expect(photos).toBeInViewport();

    const bar = page.getByRole('region', { name: 'Call or book a visit' });
    await expect(bar).toBeInViewport();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(844, 0);
    const { amount, per } = priceParts(listing);
    await expect(bar).toContainText(amount);
    if (per) await expect(bar).toContainText(`per ${per}`);
    expect(await page.evaluate<boolean>(BAR_PADS_FOR_SAFE_AREA)).toBe(true);

    const call = bar.getByRole('link', { name: /^Call/ });
    await expect(call).toHaveAttribute('href', `tel:${site.contactPhone.replace(/[^\d+]/g, '')}`);
    const whatsApp = bar.getByRole('link', { name: /^Chat on WhatsApp/ });
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    const chat = new URL((await whatsApp.getAttribute('href'))!);
    expect(chat.origin).toBe('https://wa.me');
    expect(chat.pathname).toMatch(/^\/\d{11,15}$/);
    expect(chat.searchParams.get('text')).toContain(listing.title);
    expect(chat.searchParams.get('text')).toContain(`${baseURL}/property/${listing.id}`);
    await expectNoSeriousAccessibilityViolations(page, 'property page on a phone (light)');

    // Book a visit brings the form up with the cursor in its first field.
    await bar.getByRole('link', { name: 'Book a visit' }).click();
    await expect(page).toHaveURL(/#book-a-visit$/);
    const form = page.getByRole('form', { name: 'Book a site visit' });
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your name')).toBeInViewport();
    await expect(bar).toBeInViewport();

    // At the end of the page the bar sits after the last of the content, covering none of it, nor the footer.
    await expect(page.getByTestId('similar-listings').getByRole('article').first()).toBeVisible();
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const similar = page.getByRole('region', { name: 'Similar properties' });
    const lastContent = (await similar.boundingBox())!;
    const settled = (await bar.boundingBox())!;
    expect(lastContent.y + lastContent.height).toBeLessThanOrEqual(settled.y);
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(settled.y + settled.height).toBeLessThanOrEqual(footer.y + 1);

    await toggleDarkMode(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, 'property page on a phone (dark)');
    problems.expectNone();
  });
});

test.describe('the property page on a phone, its WhatsApp links and price', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('names the two WhatsApp links for what they do, and shows no second price card after the forms', async ({
    page,
    request,
    baseURL,
  }) => {
    const problems = await watchPageProblems(page);
    const listing = await ourFlatForSale(request);
    await openListing(page, listing);
    const url = `${baseURL}/property/${listing.id}`;

    // One sends the listing to someone; the other writes to HouseHunt about it. Neither is just "WhatsApp".
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
    const share = page.getByRole('group', { name: 'Share this property' }).getByRole('link');
    await expect(share).toHaveAccessibleName('Share on WhatsApp (opens in a new tab)');
    await expect(share).toContainText('Share on WhatsApp');
    const shared = new URL((await share.getAttribute('href'))!);
    expect(shared.pathname).toBe('/');
    expect(shared.searchParams.get('text')).toBe(`${listing.title}\n${formatPrice(listing)}\n${url}`);

    const bar = page.getByRole('region', { name: 'Call or book a visit' });
    const chat = bar.getByRole('link', { name: /^Chat on WhatsApp with / });
    await expect(chat).toContainText('Chat on WhatsApp');
    expect(new URL((await chat.getAttribute('href'))!).pathname).toMatch(/^\/\d{11,15}$/);

    // After the forms come the similar properties: the price is in the action bar only, not in a card again.
    const question = page.getByRole('form', { name: 'Ask about this property' });
    await question.scrollIntoViewIfNeeded();
    await expect(page.getByRole('complementary', { name: 'Price summary' })).toHaveCount(0);
    const { amount } = priceParts(listing);
    await expect(bar).toContainText(amount);
    // Text nodes after the question form that show the price, outside the action bar and the similar cards. A
    // string, not a function: this file is type-checked without DOM types.
    const afterForms = await page.evaluate<number>(`(() => {
      const form = document.querySelector('form[aria-label="Ask about this property"]');
      const bar = document.querySelector('[data-testid="listing-action-bar"]');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let found = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const after = form.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
        const similar = node.parentElement.closest('[data-testid="similar-listings"]');
        if (after && !bar.contains(node) && !similar && node.textContent.includes(${JSON.stringify(amount)})) found += 1;
      }
      return found;
    })()`);
    expect(afterForms).toBe(0);

    await expectNoSeriousAccessibilityViolations(page, 'property page on a phone, after the forms (light)');
    await toggleDarkMode(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousAccessibilityViolations(page, 'property page on a phone, after the forms (dark)');
    problems.expectNone();
  });
});

test('on a wide screen the photos follow the title, there is no action bar, and the price card leads into the form', async ({
  page,
  request,
}) => {
  const problems = await watchPageProblems(page);
  const listing = await ourFlatForSale(request);
  await openListing(page, listing);
  const photos = page.getByRole('region', { name: `Photos of ${listing.title}` });
  const title = page.getByRole('heading', { level: 1, name: listing.title });
  expect((await photos.boundingBox())!.y).toBeGreaterThan((await title.boundingBox())!.y);
  await expect(page.getByTestId('listing-action-bar')).toHaveCount(0);

  await page
    .getByRole('complementary', { name: 'Price summary' })
    .getByRole('link', { name: 'Book a site visit' })
    .click();
  await expect(page).toHaveURL(/#book-a-visit$/);
  const form = page.getByRole('form', { name: 'Book a site visit' });
  await expect(form.getByLabel('Your name')).toBeFocused();
  await expect(form.getByLabel('Your name')).toBeInViewport();

  await page.getByRole('link', { name: 'Ask a question' }).click();
  await expect(
    page.getByRole('form', { name: 'Ask about this property' }).getByLabel('Your name'),
  ).toBeFocused();
  problems.expectNone();
});
