import { SITE_ROUTES, type SiteRouteId } from '#domain/site-routes';
import { aFlatForSaleWithPhotos } from './test-listings.js';

/** Stands for a test listing's id in a path (and for its title as a heading), filled in by `resolvePage`. */
export const OUR_LISTING = ':our-listing';

/** A route's address with its listing id left for `resolvePage` to fill in. */
const withOurListing = (path: string) => path.replace(':propertyId', OUR_LISTING);

// The shortlist, "not found" and locality pages have specs of their own (shortlist, not-found, locality-insights).
type VisitedPublicRoute = Exclude<Exclude<SiteRouteId, AdminRouteId>, 'shortlist' | 'notFound' | 'locality'>;
type AdminRouteId = Extract<SiteRouteId, `admin${string}`>;

/** The heading a visitor sees on each page of the route table; a page added there needs one here. */
const PUBLIC_HEADINGS: Record<VisitedPublicRoute, string> = {
  home: 'Find your next home in India',
  login: 'Sign in to HouseHunt',
  properties: 'Properties for sale and rent',
  property: OUR_LISTING,
  contactUs: 'Contact us',
  aboutUs: 'About HouseHunt',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
  services: 'Our services',
  villasOnDemand: 'Villas on demand',
  // Signed out, My HouseHunt asks the visitor to sign in under its own name.
  account: 'My HouseHunt',
  // Signed out, it asks the visitor to sign in under its own name too.
  myLeads: 'My leads',
  // Signed out, it asks the visitor to sign in under its own name too.
  visitDay: 'Visit day',
  // Signed out, both ask the visitor to sign in under their own name.
  postProperty: 'Post your property',
  editMyListing: 'Edit your listing',
  unsubscribe: 'Stop alerts',
  manageVisit: 'Your visit',
  visitFeedback: 'How was your visit?',
  // With nothing picked it says how to pick; without a token it says the link is not valid.
  compare: 'Compare listings',
  compareShared: 'A comparison shared with you',
};

/** Every public page of spec §2 with the heading a visitor sees on it. */
export const publicPages = (Object.keys(PUBLIC_HEADINGS) as VisitedPublicRoute[]).map((id) => ({
  path: withOurListing(SITE_ROUTES[id].path),
  heading: PUBLIC_HEADINGS[id],
}));

/** The sidebar item that is current on each admin page checked here. */
const ADMIN_NAV_ITEMS: Partial<Record<AdminRouteId, string>> = {
  adminDashboard: 'Dashboard',
  adminOrders: 'Bookings',
  adminBookings: 'Bookings',
  adminProperties: 'Properties',
  adminAddProperty: 'Add Property',
  adminEditProperty: 'Properties',
  adminSentMail: 'Sent mail',
  adminSettings: 'Settings',
};

/** `page` is the current page name (the route's title): the heading and the end of the breadcrumb. */
export const adminPages = (Object.entries(ADMIN_NAV_ITEMS) as Array<[AdminRouteId, string]>).map(
  ([id, navItem]) => ({
    path: withOurListing(SITE_ROUTES[id].path),
    page: SITE_ROUTES[id].title,
    navItem,
  }),
);

/**
 * The page with OUR_LISTING replaced by a listing's id (in the path) and title (as the heading): a flat with
 * photos and similar listings, made by the tests, so the property page shows all it can.
 */
export async function resolvePage<Page extends { path: string; heading?: string }>(
  page: Page,
): Promise<Page> {
  if (!page.path.includes(OUR_LISTING)) return page;
  const { listing } = await aFlatForSaleWithPhotos();
  return {
    ...page,
    path: page.path.replace(OUR_LISTING, listing.id),
    ...(page.heading === OUR_LISTING && { heading: listing.title }),
  };
}
