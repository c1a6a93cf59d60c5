/** Which head a page path gets, looking up the listing for /property/{id}. */
import { z } from 'zod';
import { ADMIN_AREA, matchSiteRoute } from '#domain/site-routes';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/errors';
import { findListing } from '#server/listings/listing-record';
import type { ObjectStorage } from '#server/storage/storage';
import type { SiteSettingsCache } from '#server/site-settings/site-settings-cache';
import { listingHead, notFoundHead, renderHead, sitePageHead, type PageHead } from './page-head.js';

async function headFor(path: string, deps: PageHeadDeps): Promise<PageHead> {
  const page = matchSiteRoute(path);
  if (page?.id === 'property') {
    const id = z.uuid().safeParse(page.params.propertyId);
    if (!id.success) return notFoundHead('Property not found');
    try {
      const { listing, images } = await findListing(deps.db, id.data);
      return listingHead(listing, images, deps.storage, deps.publicUrl);
    } catch (error) {
      if (error instanceof NotFoundError) return notFoundHead('Property not found');
      throw error;
    }
  }
  if (page) return sitePageHead(page.route, deps.publicUrl);
  // The portal answers an unknown screen of its own with its "Page not found", as a page of the portal (200).
  if (path.startsWith(`${ADMIN_AREA}/`)) return { ...notFoundHead(), status: 200 };
  return notFoundHead();
}

export type PageHeadDeps = {
  db: Database;
  storage: ObjectStorage;
  publicUrl: string;
  siteSettings: Pick<SiteSettingsCache, 'read'>;
};

/** The page's HTTP status and the tags for its <head>. */
export async function renderPageHead(
  path: string,
  deps: PageHeadDeps,
): Promise<{ status: number; head: string }> {
  const [head, site] = await Promise.all([headFor(path, deps), deps.siteSettings.read()]);
  return { status: head.status, head: renderHead(head, site.siteName) };
}
