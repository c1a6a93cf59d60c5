/** The pages the front-end benches visit, found in the running catalogue: each public page kind, in both languages. */
import { comparePagePath } from '../../src/domain/compare-pick.js';
import { localityPagePath, placeSlug } from '../../src/domain/locality-insights.js';
import { pathInLocale } from '../../src/domain/site-language.js';

type DemoListing = { id: string; city: string; location: string | null };

async function listingsOf(baseUrl: string, search: string): Promise<DemoListing[]> {
  const response = await fetch(`${baseUrl}/api/properties?${search}`);
  return ((await response.json()) as { items: DemoListing[] }).items;
}

/** A flat for sale of the running catalogue with a locality, and another listing to compare it with. */
async function demoListings(baseUrl: string): Promise<[DemoListing, DemoListing]> {
  const listing = (await listingsOf(baseUrl, 'status=sale&type=flat&pageSize=20')).find(
    (item) => item.location,
  );
  const other = (await listingsOf(baseUrl, 'pageSize=2')).find((item) => item.id !== listing?.id);
  if (!listing || !other)
    throw new Error('The demo catalogue has no flat for sale with a locality, or nothing else');
  return [listing, other];
}

/** Every public page kind a first visit can land on, English then Hindi, as the address a bench visits. */
export async function demoPagePaths(baseUrl: string): Promise<string[]> {
  const [listing, other] = await demoListings(baseUrl);
  const english = [
    '/',
    '/properties',
    `/property/${listing.id}`,
    localityPagePath(placeSlug(listing.city), placeSlug(listing.location)),
    comparePagePath([listing.id, other.id]),
  ];
  const hindi = english
    .filter((path) => !path.startsWith('/compare'))
    .map((path) => pathInLocale(path, 'hi'));
  return [...english, ...hindi];
}

/** A page's address as a bench labels it: one label per page kind, whichever listing it shows. */
export function pageLabel(path: string): string {
  return path
    .replace(/\/property\/[^/?]+/, '/property/{id}')
    .replace(/\/locality\/[^?]+/, '/locality/{city}/{locality}')
    .replace(/\/compare\?.*/, '/compare?ids=…');
}
