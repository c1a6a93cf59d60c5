import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { HINDI_CITY_NAMES } from '#domain/hindi-place-names';
import { addDays, indiaToday } from '#domain/india-calendar';
import { currentSession, signInByRedirect } from './support/auth.js';
import { waitForApp } from './support/page-problems.js';
import {
  createTestListingsWithPhotos,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

// A Hindi page says everything in Hindi (docs/decisions/028-english-and-hindi.md): the text a visitor reads in the
// main landmark of the main Hindi pages holds no English word but the few that Hindi property pages print as they
// are. What listers and visitors wrote stays as written: the listings' titles and places (the demo catalogue's are
// English) and this test's own listings, which it writes in Hindi so that the rest of their pages is judged too.

/**
 * English words a Hindi property page prints as they are: brands (ours, WhatsApp, Google Maps), the market's
 * abbreviations (undivided share, occupancy and completion certificates, no-objection certificate) and a file type.
 */
const ALLOWED = new Set([
  'HouseHunt',
  'WhatsApp',
  'Google',
  'Maps',
  'RERA',
  'BHK',
  'RK',
  'PIN',
  'EMI',
  'UDS',
  'OC',
  'CC',
  'NOC',
  'JSON',
]);

/**
 * Where others' words are shown: a listing's link (its title) and a card's place, which listers wrote, and the
 * map's credits, which name the data's makers as they name themselves.
 */
const LISTERS_WORDS = 'a[href*="/property/"], [data-testid="listing-place"], .leaflet-control-attribution';

const WORD = /[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]/g;

/**
 * The visible text of the page's main landmark, and what listers wrote there: a listing's title (the text of a link
 * to it, which its other controls repeat, as the heart's "Add … to your shortlist"), a card's place, and the name of
 * a city the place table does not know (other tests' towns among them), which is shown as its listers typed it.
 * Email and web addresses are left out.
 */
async function mainText(page: Page): Promise<{ text: string; listersText: string }> {
  // A string, as this project's tests write page code: the tests' TypeScript has no DOM types.
  const { text, listersText, cityLinks } = await page.evaluate<{
    text: string;
    listersText: string;
    cityLinks: string[];
  }>(`(() => {
    const main = document.querySelector('main');
    const parts = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(${JSON.stringify(LISTERS_WORDS)})) continue;
      if (parent.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent);
    }
    const listers = [...main.querySelectorAll(${JSON.stringify(LISTERS_WORDS)})].map((element) => element.textContent);
    const cityLinks = [...main.querySelectorAll('a[href*="city="]')].map((link) => link.href);
    return { text: parts.join(' '), listersText: listers.join(' '), cityLinks };
  })()`);
  const unknownCities = cityLinks
    .map((href) => new URL(href).searchParams.get('city') ?? '')
    .filter((city) => !(city in HINDI_CITY_NAMES));
  return {
    text: text.replace(/\S+@\S+\.\S+/g, ' ').replace(/https?:\/\/\S+/g, ' '),
    listersText: [listersText, ...unknownCities].join(' '),
  };
}

/** The English words of the text that are neither allowed nor the user's own. */
function englishWords(text: string, userWords: ReadonlySet<string>): string[] {
  const words = text.match(WORD) ?? [];
  return [
    ...new Set(
      words.filter((word) => !ALLOWED.has(word) && !userWords.has(word) && !/^[A-Za-z]$/.test(word)),
    ),
  ];
}

/** The English words on the Hindi page at `path`. */
async function englishOn(page: Page, path: string, userWords: ReadonlySet<string>): Promise<string[]> {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Skeletons give way to what a visitor reads.
  await page.waitForLoadState('networkidle');
  const { text, listersText } = await mainText(page);
  return englishWords(text, new Set([...userWords, ...(listersText.match(WORD) ?? [])]));
}

test.describe.configure({ timeout: 120_000 });

test('the main Hindi pages show no English beyond the brand and the market’s abbreviations', async ({
  browser,
}) => {
  const title = 'कोरमंगला में धूप वाला 3 BHK फ़्लैट';
  const listings: TestListing[] = await createTestListingsWithPhotos(
    [0, 1].map((index) => ({
      overrides: {
        title: index === 0 ? title : `कोरमंगला में बालकनी वाला ${index + 2} BHK फ़्लैट`,
        description: 'शांत गली, अच्छी रोशनी, मेट्रो से पाँच मिनट।',
        city: 'Bengaluru',
        state: 'Karnataka',
        location: 'Koramangala',
        address: '12, पाँचवाँ ब्लॉक',
        pincode: '560095',
        price: 18_500_000 + index * 2_000_000,
        floorNumber: 3 + index,
        totalFloors: 12,
        facing: 'east',
        furnishingStatus: 'semi-furnished',
        ageOfProperty: 'less-than-5',
        maintenanceCharges: 4_500,
      },
      photos: 1,
      size: 'card',
    })),
  );
  const [listing, other] = listings;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  try {
    const email = `hindi-${test.info().workerIndex}-${Date.now()}@example.com`;
    await signInByRedirect(page, { email }, '/hi/account');
    const { csrfToken, user } = await currentSession(page);
    const headers = { 'x-csrf-token': csrfToken! };

    // A shortlist, a saved search and a visit of their own, so those pages show what they list.
    expect((await page.request.put(`/api/me/shortlist/${listing!.id}`, { headers })).status()).toBe(204);
    const saved = await page.request.post('/api/me/saved-searches', {
      headers,
      data: {
        name: 'कोरमंगला के फ़्लैट',
        frequency: 'weekly',
        search: {
          status: 'sale',
          type: 'flat',
          city: 'Bengaluru',
          locality: 'Koramangala',
          bedrooms: '2,3',
          minPrice: '5000000',
          maxPrice: '20000000',
          furnishing: 'semi-furnished',
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { token } = (await (await page.request.get('/api/forms/token')).json()) as { token: string };
    const idempotencyKey = randomUUID();
    let reference = '';
    await expect
      .poll(
        async () => {
          const booked = await page.request.post('/api/bookings', {
            headers: { ...headers, 'Idempotency-Key': idempotencyKey },
            data: {
              website: '',
              formToken: token,
              propertyId: listing!.id,
              name: 'आशा शर्मा',
              phone: '98450 54321',
              email,
              preferredDate: addDays(indiaToday(new Date()), 3),
              timeSlot: '11:00-13:00',
              locale: 'hi',
            },
          });
          if (booked.status() === 201)
            ({ reference } = ((await booked.json()) as { booking: { reference: string } }).booking);
          return booked.status();
        },
        // The server refuses a form sent sooner than its minimum fill time.
        { intervals: [500, 1000, 1000, 1000] },
      )
      .toBe(201);

    // The test's own listings are written in Hindi, but for their place; the account's name comes from its email
    // address, and the visit's reference is a code.
    const userWords = new Set([
      'Koramangala',
      ...(reference.match(/[A-Za-z]+/g) ?? []),
      ...(user?.name?.match(WORD) ?? []),
    ]);
    // Every page is read before the verdict, so that one run names every leak.
    const leaks: Record<string, string[]> = {};
    for (const path of [
      '/hi/',
      '/hi/properties?city=Bengaluru&locality=Koramangala',
      `/hi/property/${listing!.id}`,
      '/hi/locality/Bengaluru/Koramangala',
      `/hi/compare?ids=${listing!.id},${other!.id}`,
      '/hi/shortlist',
      '/hi/account',
      '/hi/account/visit-day',
    ]) {
      const words = await englishOn(page, path, userWords);
      if (words.length > 0) leaks[path] = words;
    }
    expect(leaks).toEqual({});
  } finally {
    await context.close();
    await deleteTestListings(listings);
  }
});
