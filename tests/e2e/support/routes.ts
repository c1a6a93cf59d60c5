import { SITE_ROUTES, type SiteRouteId } from '#domain/site-routes';
import { aDemoListing } from './demo-listing.js';

/** Stands for a demo listing's id in a path (and for its title as a heading), filled in by `resolvePage`. */
export const DEMO_LISTING = ':demo-listing';

/** A route's address with its listing id left for `resolvePage` to fill in. */
const withDemoListing = (path: string) => path.replace(':propertyId', DEMO_LISTING);

// The shortlist and "not found" pages have specs of their own (shortlist, not-found).
type VisitedPublicRoute = Exclude<Exclude<SiteRouteId, AdminRouteId>, 'shortlist' | 'notFound'>;
type AdminRouteId = Extract<SiteRouteId, `admin${string}`>;

/** The heading a visitor sees on each page of the route table; a page added there needs one here. */
const PUBLIC_HEADINGS: Record<VisitedPublicRoute, string> = {
  home: 'Find your next home in India',
  login: 'Sign in to HouseHunt',
  properties: 'Properties for sale and rent',
  property: DEMO_LISTING,
  contactUs: 'Contact us',
  aboutUs: 'About HouseHunt',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
  services: 'Our services',
  villasOnDemand: 'Villas on demand',
  // Signed out, My HouseHunt asks the visitor to sign in under its own name.
  account: 'My HouseHunt',
  unsubscribe: 'Stop alerts',
  manageVisit: 'Your visit',
};

/** Every public page of spec §2 with the heading a visitor sees on it. */
export const publicPages = (Object.keys(PUBLIC_HEADINGS) as VisitedPublicRoute[]).map((id) => ({
  path: withDemoListing(SITE_ROUTES[id].path),
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
    path: withDemoListing(SITE_ROUTES[id].path),
    page: SITE_ROUTES[id].title,
    navItem,
  }),
);

/** The page with DEMO_LISTING replaced by a real listing's id (in the path) and title (as the heading). */
export async function resolvePage<Page extends { path: string; heading?: string }>(
  page: Page,
): Promise<Page> {
  if (!page.path.includes(DEMO_LISTING)) return page;
  const listing = await aDemoListing();
  return {
    ...page,
    path: page.path.replace(DEMO_LISTING, listing.id),
    ...(page.heading === DEMO_LISTING && { heading: listing.title }),
  };
}
