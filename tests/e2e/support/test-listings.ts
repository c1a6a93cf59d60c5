/**
 * Listings a browser test makes for itself through the admin API, in a town of its own, so what it counts and
 * filters never depends on the demo catalogue or on what other tests add to it meanwhile.
 */
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import type { ListingState } from '#domain/listing-lifecycle';
import type { PropertyInput } from '#domain/property-schema';
import { ENOUGH_IN_CITY } from '#server/features/property-detail/queries';
import { aFlat } from '#server/testing/listing-factory';
import { aPhoto, publishThrough, uploadPhotoThrough } from './admin-listings.js';
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

/**
 * Creates the listings (flats for sale unless `overrides` says otherwise), published as the team publishes a
 * draft, and returns them in the same order.
 */
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
      await publishThrough(api, csrfToken, property.id);
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

/** The listing's version as the admin API reads it, for a state move or a confirmation to name. */
async function currentVersion(api: APIRequestContext, listing: TestListing): Promise<number> {
  const response = await api.get(`/api/admin/properties/${listing.id}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { property: { version: number } }).property.version;
}

/**
 * Moves a listing made here to another state of its life as the team does (under offer, sold, archived ...),
 * through the admin API's state move on its current version.
 */
export async function moveTestListing(listing: TestListing, to: ListingState): Promise<void> {
  const { api, csrfToken } = await adminApi();
  try {
    const response = await api.post(`/api/admin/properties/${listing.id}/state`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { to, version: await currentVersion(api, listing) },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Confirms a listing made here is still available, as the team's "Still available" button does. */
export async function confirmTestListing(listing: TestListing): Promise<void> {
  const { api, csrfToken } = await adminApi();
  try {
    const response = await api.post(`/api/admin/properties/${listing.id}/confirm`, {
      headers: { 'x-csrf-token': csrfToken },
      data: { version: await currentVersion(api, listing) },
    });
    expect(response.status(), await response.text()).toBe(200);
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

/**
 * A listing to make (a flat for sale unless `overrides` says otherwise) and its photos: `full` ones, as large as a
 * camera's, get every rendition the server stores (up to 1600 px wide, image-processing.ts); `card` ones, the
 * size the form recommends, are quicker to encode and enough for a listing seen as a card.
 */
export type ListingWithPhotos = { overrides: Partial<PropertyInput>; photos: number; size: 'full' | 'card' };

const PHOTO_SIZES = { full: { width: 1600, height: 1000 }, card: { width: 800, height: 500 } } as const;

// Flat colours tell the photos apart in the viewer.
const PHOTO_COLOURS = ['#8fb3c9', '#c9a58f', '#a3c98f', '#c98fb8', '#c9c48f', '#8fc9bd'];

/**
 * The server encodes each upload into WebP and AVIF as it arrives, which takes seconds a photo on a busy machine:
 * the test that happens to make a worker's listings gets that time on top of its own.
 */
const ENCODING_ALLOWANCE_MS_PER_PHOTO = 10_000;

/**
 * Creates the listings with their photos, uploaded through the admin API as the form uploads them and named in
 * the create as the form names them; returns the listings in the same order.
 */
export async function createTestListingsWithPhotos(
  listings: readonly ListingWithPhotos[],
): Promise<TestListing[]> {
  const photoCount = listings.reduce((sum, listing) => sum + listing.photos, 0);
  test.info().setTimeout(test.info().timeout + photoCount * ENCODING_ALLOWANCE_MS_PER_PHOTO);
  const { api, csrfToken } = await adminApi();
  try {
    const created: TestListing[] = [];
    for (const { overrides, photos, size } of listings) {
      const imageIds = await Promise.all(
        Array.from({ length: photos }, async (_, index) =>
          uploadPhotoThrough(
            api,
            csrfToken,
            await aPhoto(
              `photo-${index + 1}.jpg`,
              PHOTO_COLOURS[index % PHOTO_COLOURS.length]!,
              PHOTO_SIZES[size],
            ),
          ),
        ),
      );
      const response = await api.post('/api/admin/properties', {
        headers: { 'x-csrf-token': csrfToken },
        data: { property: aFlat(overrides), imageIds },
      });
      expect(response.status(), await response.text()).toBe(201);
      const { property } = (await response.json()) as { property: TestListing };
      await publishThrough(api, csrfToken, property.id);
      created.push({ id: property.id, title: property.title });
    }
    return created;
  } finally {
    await api.dispose();
  }
}

/** A flat for sale with photos and a place on the map, and the flats of its town its page suggests. */
export type FlatWithSimilar = { town: string; listing: TestListing; similar: TestListing[] };

let flatForSale: Promise<FlatWithSimilar> | undefined;

/**
 * "A listing" for tests of the property page and the pages around it: a flat for sale with three photos and
 * coordinates, and, in the same town, ENOUGH_IN_CITY more flats for sale (a photo and coordinates each), so its
 * similar listings are exactly those and never another city's. Made once per worker, in a town of its own;
 * tests only read them.
 */
export function aFlatForSaleWithPhotos(): Promise<FlatWithSimilar> {
  flatForSale ??= (async () => {
    const town = aTestTown('Chitrapur');
    const inTown = { city: town, propertyStatus: 'sale', subCategory: 'flat' } as const;
    const [listing, ...similar] = await createTestListingsWithPhotos([
      {
        overrides: {
          ...inTown,
          title: `Sunny 3 BHK flat with a balcony in ${town}`,
          price: 18_500_000,
          latitude: 12.9784,
          longitude: 77.6408,
        },
        photos: 3,
        size: 'full',
      },
      ...Array.from({ length: ENOUGH_IN_CITY }, (_, index): ListingWithPhotos => ({
        overrides: {
          ...inTown,
          title: `${index + 2} BHK flat near the lake, ${town}`,
          bedrooms: index + 2,
          price: 16_000_000 + index * 3_500_000,
          latitude: 12.97 + index / 100,
          longitude: 77.63 + index / 100,
        },
        photos: 1,
        size: 'card',
      })),
    ]);
    return { town, listing: listing!, similar };
  })();
  return flatForSale;
}

let flatForRent: Promise<TestListing> | undefined;

/** A flat let by the month with a security deposit, and three photos: made once per worker, in a town of its own. */
export function aFlatForRentWithPhotos(): Promise<TestListing> {
  flatForRent ??= (async () => {
    const town = aTestTown('Kirayapur');
    const [listing] = await createTestListingsWithPhotos([
      {
        overrides: {
          title: `Furnished 2 BHK flat to let in ${town}`,
          city: town,
          propertyStatus: 'rent',
          price: 42_000,
          rentalFrequency: 'monthly',
          securityDeposit: 126_000,
          bedrooms: 2,
        },
        photos: 3,
        size: 'full',
      },
    ]);
    return listing!;
  })();
  return flatForRent;
}

/**
 * The one listing a spec's visitors book visits to or ask about: made before the spec's tests run, in a town of
 * its own named from `place`, and deleted after them. Call it at the top of the spec; read `.listing` in tests.
 */
export function aListingForThisSpec(
  place: string,
  title: (town: string) => string,
): { readonly listing: TestListing } {
  let listing: TestListing | undefined;
  test.beforeAll(async () => {
    const town = aTestTown(place);
    [listing] = await createTestListings([{ city: town, title: title(town) }]);
  });
  test.afterAll(async () => {
    if (listing) await deleteTestListings([listing]);
  });
  return {
    get listing() {
      if (!listing) throw new Error('The spec’s listing is made in beforeAll; read it inside a test');
      return listing;
    },
  };
}
