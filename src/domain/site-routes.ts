/**
 * Every page of the site (spec §2) in one table: its address, its title, who may see it and where the
 * navigation lists it. The browser's router, the header and footer, the admin sidebar, the server's page heads
 * and sitemap, and the browser tests all read it, so a page is added or renamed in one place.
 */

/**
 * 'public': anyone, and crawlers may index it; 'private': anyone, but it is nobody's search result (sign-in, a
 * visitor's own shortlist); 'admin': the portal, for admins only.
 */
export type RouteAccess = 'public' | 'private' | 'admin';

export type SiteRoute = {
  /** Absolute; `:name` stands for one segment, `*` for any address no other route has. */
  path: string;
  /** The page's name: the browser tab, the server's <title>, the admin breadcrumb. */
  title: string;
  access: RouteAccess;
  /** For the search engines: public pages with a fixed address have one. */
  description?: string;
  /** Where the public header and footer link to the page, under which name. */
  nav?: { menu: 'main' | 'legal'; label: string };
};

// In the order the header and footer list them.
export const SITE_ROUTES = {
  home: {
    path: '/',
    title: 'Find your next home',
    access: 'public',
    description:
      'Flats, villas, plots and commercial spaces for sale and rent across India, with prices in lakh and crore, Vastu and RERA details, and visits booked in a few taps.',
    nav: { menu: 'main', label: 'Home' },
  },
  properties: {
    path: '/properties',
    title: 'Properties for sale and rent',
    access: 'public',
    description:
      'Search homes and commercial spaces across India by city, locality, budget, bedrooms, furnishing and amenities.',
    nav: { menu: 'main', label: 'Properties' },
  },
  villasOnDemand: {
    path: '/villas-on-demand',
    title: 'Villas on demand',
    access: 'public',
    description:
      'Own a plot? HouseHunt designs and builds your villa: plans, approvals, construction and handover, with one team and a fixed price.',
    nav: { menu: 'main', label: 'Villas on Demand' },
  },
  services: {
    path: '/services',
    title: 'Services',
    access: 'public',
    description:
      'Buying, renting, selling, site visits, legal checks and villa construction: what HouseHunt does for you.',
    nav: { menu: 'main', label: 'Services' },
  },
  aboutUs: {
    path: '/about-us',
    title: 'About us',
    access: 'public',
    description:
      'HouseHunt helps families and businesses across India find, visit and secure the right property.',
    nav: { menu: 'main', label: 'About' },
  },
  contactUs: {
    path: '/contact-us',
    title: 'Contact us',
    access: 'public',
    description:
      'Call, write or visit HouseHunt: our team answers questions about listings, visits and villa construction.',
    nav: { menu: 'main', label: 'Contact' },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy policy',
    access: 'public',
    description: 'What HouseHunt collects, why, how long it keeps it, and your rights over your data.',
    nav: { menu: 'legal', label: 'Privacy Policy' },
  },
  termsOfService: {
    path: '/terms-of-service',
    title: 'Terms of service',
    access: 'public',
    description: 'The terms for using HouseHunt to search listings, book visits and send enquiries.',
    nav: { menu: 'legal', label: 'Terms of Service' },
  },
  // The listing's own title and description replace these once it is known.
  property: { path: '/property/:propertyId', title: 'Property details', access: 'public' },
  // Prices of a locality's live listings beside its city's (decision 026); the place's name replaces the title once
  // it is known. Slugs as placeSlug writes them; any other address is "not found".
  locality: { path: '/locality/:city/:locality', title: 'Property prices', access: 'public' },
  login: { path: '/login', title: 'Sign in', access: 'private' },
  shortlist: { path: '/shortlist', title: 'Your shortlist', access: 'private' },
  // Listings side by side, and the same comparison opened from a shared link: nobody's search result.
  compare: { path: '/compare', title: 'Compare listings', access: 'private' },
  compareShared: { path: '/compare/shared', title: 'Shared comparison', access: 'private' },
  // A signed-in visitor's own page: visits, enquiries, saved searches, shortlist, their data.
  account: { path: '/account', title: 'My HouseHunt', access: 'private' },
  // Today's and upcoming visits with a checklist each; readable offline (decision 029).
  visitDay: { path: '/account/visit-day', title: 'Visit day', access: 'private' },
  // The visits and enquiries on the listings a signed-in lister posted.
  myLeads: { path: '/account/leads', title: 'My leads', access: 'private' },
  // Issue 24: anyone signed in posts a listing for the team's review; signed out, the page asks them to sign in.
  postProperty: { path: '/post-property', title: 'Post your property', access: 'private' },
  // One of my listings in the posting form, opened from My listings.
  editMyListing: { path: '/account/listings/:listingId/edit', title: 'Edit your listing', access: 'private' },
  // Where an alert mail's unsubscribe link leads; it works signed out.
  unsubscribe: { path: '/unsubscribe', title: 'Stop alerts', access: 'private' },
  // Where a visit mail's "Manage your visit" link leads; it works signed out, for that one visit.
  manageVisit: { path: '/visit', title: 'Your visit', access: 'private' },
  // Where the "How was your visit?" mail's link leads; it works signed out, for that one visit.
  visitFeedback: { path: '/visit/feedback', title: 'How was your visit?', access: 'private' },
  notFound: { path: '*', title: 'Page not found', access: 'public' },

  adminDashboard: { path: '/admin', title: 'Dashboard', access: 'admin' },
  // The portal has always linked "orders" to the bookings screen; both addresses keep working.
  adminOrders: { path: '/admin/orders', title: 'Bookings', access: 'admin' },
  adminBookings: { path: '/admin/bookings', title: 'Bookings', access: 'admin' },
  adminProperties: { path: '/admin/properties', title: 'Properties', access: 'admin' },
  adminAddProperty: { path: '/admin/add-property', title: 'Add Property', access: 'admin' },
  adminListingImport: { path: '/admin/properties/import', title: 'Import listings', access: 'admin' },
  adminEditProperty: { path: '/admin/edit-property/:propertyId', title: 'Edit Property', access: 'admin' },
  adminEnquiries: { path: '/admin/enquiries', title: 'Enquiries', access: 'admin' },
  adminNotifications: { path: '/admin/notifications', title: 'Notifications', access: 'admin' },
  // Every mail queued to visitors and the team; without an SMTP server, the only place it arrives.
  adminSentMail: { path: '/admin/sent-mail', title: 'Sent mail', access: 'admin' },
  adminSettings: { path: '/admin/settings', title: 'Settings', access: 'admin' },
  adminProfile: { path: '/admin/profile', title: 'Profile Settings', access: 'admin' },
  adminAccount: { path: '/admin/account', title: 'Account Settings', access: 'admin' },
} as const satisfies Record<string, SiteRoute>;

export type SiteRouteId = keyof typeof SITE_ROUTES;

/** Where the admin portal lives: the browser answers any address under it inside the portal's shell. */
export const ADMIN_AREA = SITE_ROUTES.adminDashboard.path;

const routeEntries = Object.entries(SITE_ROUTES) as Array<[SiteRouteId, SiteRoute]>;

/** The routes with the given access, in table order. */
export function siteRoutesWith(access: RouteAccess): Array<[SiteRouteId, SiteRoute]> {
  return routeEntries.filter(([, route]) => route.access === access);
}

/** The pages a crawler may index at a fixed address: the sitemap's pages, each with its description. */
export function indexablePages(): Array<SiteRoute & { id: SiteRouteId; description: string }> {
  return routeEntries
    .map(([id, route]) => ({ ...route, id }))
    .filter(
      (route): route is SiteRoute & { id: SiteRouteId; description: string } =>
        route.description !== undefined,
    );
}

/**
 * The pages a public menu lists, in table order, as link targets and names; given the Hindi texts
 * (site-routes-hindi.ts), in Hindi where they have a name.
 */
export function navLinks(
  menu: 'main' | 'legal',
  hindi?: HindiRouteTexts,
): Array<{ to: string; label: string }> {
  return routeEntries.flatMap(([id, route]) =>
    route.nav?.menu === menu ? [{ to: route.path, label: hindi?.[id]?.label ?? route.nav.label }] : [],
  );
}

/** A page's title, in Hindi when given the Hindi texts and they have one. */
export function routeTitle(id: SiteRouteId, hindi?: HindiRouteTexts): string {
  return hindi?.[id]?.title ?? SITE_ROUTES[id].title;
}

/** A page's Hindi title, description and menu name (docs/decisions/028-english-and-hindi.md). */
export type HindiRouteText = { title: string; description?: string; label?: string };
export type HindiRouteTexts = Partial<Record<SiteRouteId, HindiRouteText>>;

export type RouteMatch = { id: SiteRouteId; route: SiteRoute; params: Record<string, string> };

/**
 * The route an address belongs to (a trailing slash is ignored), with its `:name` segments; null when none
 * has it, which the browser shows as "Page not found".
 */
export function matchSiteRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const [id, route] of routeEntries) {
    if (route.path === '*') continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return true;
    });
    if (matches) return { id, route, params };
  }
  return null;
}
