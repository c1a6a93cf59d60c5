/**
 * Listings a browser test makes for itself through the admin API, in a town of its own, so what it counts and
 * filters never depends on the demo catalogue or on what other tests add to it meanwhile.
 */
import { expect, request, type APIRequestContext } from '@playwright/test';
import type { PropertyInput } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { ADMIN_SESSION } from './auth.js';

export type TestListing = { id: string; title: string };

/** A town name no other test run uses (letters only, as a city is written). */
export const aTestTown = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function adminApi(): Promise<{ api: APIRequestContext; csrfToken: string }> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: ADMIN_SESSION });
  const me = (await (await api.get('/api/me')).json()) as { csrfToken: string | null };
  if (!me.csrfToken) throw new Error('The saved admin session has no CSRF token: is it signed in?');
  return { api, csrfToken: me.csrfToken };
}

/** Creates the listings (flats for sale unless `overrides` says otherwise) and returns them in the same order. */
export async function createTestListings(
  listings: ReadonlyArray<Partial<PropertyInput>>,
): Promise<TestListing[]> {
  const { api, csrfToken } = await adminApi();
  try {
    const created: TestListing[] = [];
    for (const overrides of listings) {
      const response = await api.post('/api/admin/properties', {
        headers: { 'x-csrf-token': csrfToken },
        data: { property: aFlat(overrides) },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { property } = (await response.json()) as { property: TestListing };
      created.push({ id: property.id, title: property.title });
    }
    return created;
  } finally {
    await api.dispose();
  }
}

/** Deletes what `createTestListings` made; the E2E server's data is shared by every test in the run. */
export async function deleteTestListings(listings: readonly TestListing[]): Promise<void> {
  const { api, csrfToken } = await adminApi();
  try {
    for (const listing of listings) {
      const response = await api.delete(`/api/admin/properties/${listing.id}`, {
        headers: { 'x-csrf-token': csrfToken },
      });
      expect([204, 404]).toContain(response.status());
    }
  } finally {
    await api.dispose();
  }
}

type HomeCities = { counts: { cities: Array<{ city: string }> } };

/**
 * Adds flats for sale to `town` until the home page names it among its cities, and returns them for the test to
 * delete with its own. The home page names only the cities with the most listings (twelve), and recognises only
 * those in its search box, so a test that searches or browses its own town from there makes its listings in the
 * town first and then calls this: how many flats it takes depends on the catalogue, what the test checks does not.
 */
export async function addFlatsUntilTheHomePageNames(town: string): Promise<TestListing[]> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const named = async () => {
    const response = await api.get('/api/home');
    expect(response.status()).toBe(200);
    return ((await response.json()) as HomeCities).counts.cities.some(({ city }) => city === town);
  };
  const added: TestListing[] = [];
  try {
    let isNamed = await named();
    // A bound, so a home page that never names the town fails here rather than filling the catalogue.
    while (!isNamed && added.length < 30) {
      added.push(...(await createTestListings([{ city: town, title: `Flat for sale in ${town}` }])));
      isNamed = await named();
    }
    expect(isNamed, `the home page names ${town} among its cities`).toBe(true);
    return added;
  } catch (error) {
    await deleteTestListings(added);
    throw error;
  } finally {
    await api.dispose();
  }
}

let ours: Promise<TestListing> | undefined;

/**
 * "A listing" for tests that book a visit to it or ask about it: made once per worker, in a town of its own, so
 * no test reads the demo catalogue and no count another test makes includes it.
 */
export function aListingOfOurOwn(): Promise<TestListing> {
  ours ??= (async () => {
    const town = aTestTown('Testpur');
    const [listing] = await createTestListings([{ title: `2 BHK flat in ${town}`, city: town }]);
    return listing!;
  })();
  return ours;
}
