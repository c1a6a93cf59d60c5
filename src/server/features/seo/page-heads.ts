/** Which head a page path gets, looking up the listing for /property/{id}. */
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../errors.js';
import type { ObjectStorage } from '../../storage/storage.js';
import { findListing } from '../properties/service.js';
import { readSiteSettings } from '../site/service.js';
import { listingHead, notFoundHead, publicPageHead, renderHead, type PageHead } from './page-head.js';

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;
// Pages that exist but are nobody's search result: the portal, sign-in, a visitor's own shortlist.
const PRIVATE_PAGES: Array<[RegExp, string]> = [
  [/^\/login\/?$/, 'Sign in'],
  [/^\/shortlist\/?$/, 'Your shortlist'],
  [/^\/admin(\/.*)?$/, 'Admin'],
];

async function headFor(path: string, deps: PageHeadDeps): Promise<PageHead> {
  const property = PROPERTY_PATH.exec(path);
  if (property) {
    const id = z.uuid().safeParse(property[1]);
    if (!id.success) return notFoundHead('Property not found');
    try {
      const { listing, images } = await findListing(deps.db, id.data);
      return listingHead(listing, images, deps.storage, deps.publicUrl);
    } catch (error) {
      if (error instanceof NotFoundError) return notFoundHead('Property not found');
      throw error;
    }
  }
  const publicPage = publicPageHead(path.length > 1 ? path.replace(/\/$/, '') : path, deps.publicUrl);
  if (publicPage) return publicPage;
  const privatePage = PRIVATE_PAGES.find(([pattern]) => pattern.test(path));
  if (privatePage) {
    return { status: 200, title: privatePage[1], description: 'HouseHunt', canonical: null, noIndex: true };
  }
  return notFoundHead();
}

export type PageHeadDeps = { db: Database; storage: ObjectStorage; publicUrl: string };

/** The page's HTTP status and the tags for its <head>. */
export async function renderPageHead(
  path: string,
  deps: PageHeadDeps,
): Promise<{ status: number; head: string }> {
  const [head, site] = await Promise.all([headFor(path, deps), readSiteSettings(deps.db)]);
  return { status: head.status, head: renderHead(head, site.siteName) };
}
