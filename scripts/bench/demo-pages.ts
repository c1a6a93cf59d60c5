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

/**
 * A locality page the sitemap offers search engines, or null: a place with fewer live listings than a figure
 * needs is noindex by design (decision 026), and the demo catalogue may have none with enough.
 */
async function indexedLocalityPath(baseUrl: string): Promise<string | null> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap-localities.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return paths.find((path) => path.startsWith('/locality/')) ?? null;
}

/**
 * A page a bench visits. `indexed` is false where the site keeps the page out of search results on purpose (a
 * comparison is somebody's own; a locality with too few listings): Lighthouse's "page is blocked from indexing"
 * is then that rule working, and the SEO figure leaves that one audit out.
 */
export type DemoPage = { path: string; indexed: boolean };

/** Every public page kind a first visit can land on, English then Hindi. */
export async function demoPages(baseUrl: string): Promise<DemoPage[]> {
  const [listing, other] = await demoListings(baseUrl);
  const indexedLocality = await indexedLocalityPath(baseUrl);
  const english: DemoPage[] = [
    { path: '/', indexed: true },
    { path: '/properties', indexed: true },
    { path: `/property/${listing.id}`, indexed: true },
    indexedLocality
      ? { path: indexedLocality, indexed: true }
      : { path: localityPagePath(placeSlug(listing.city), placeSlug(listing.location)), indexed: false },
    { path: comparePagePath([listing.id, other.id]), indexed: false },
  ];
  const hindi = english
    .filter((page) => !page.path.startsWith('/compare'))
    .map((page) => ({ ...page, path: pathInLocale(page.path, 'hi') }));
  return [...english, ...hindi];
}

/** A page's address as a bench labels it: one label per page kind, whichever listing it shows. */
export function pageLabel(path: string): string {
  return path
    .replace(/\/property\/[^/?]+/, '/property/{id}')
    .replace(/\/locality\/[^?]+/, '/locality/{city}/{locality}')
    .replace(/\/compare\?.*/, '/compare?ids=…');
}
