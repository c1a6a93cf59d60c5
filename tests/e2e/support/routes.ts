import { aDemoListing } from './demo-listing.js';

/** Stands for a demo listing's id in a path (and for its title as a heading), filled in by `resolvePage`. */
export const DEMO_LISTING = ':demo-listing';

/** Every page of spec §2 with the heading a visitor sees on it. */
export const publicPages = [
  { path: '/', heading: 'Find your next home in India' },
  { path: '/login', heading: 'Sign in to HouseHunt' },
  { path: '/properties', heading: 'Properties for sale and rent' },
  { path: `/property/${DEMO_LISTING}`, heading: DEMO_LISTING },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/about-us', heading: 'About HouseHunt' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/terms-of-service', heading: 'Terms of service' },
  { path: '/services', heading: 'Our services' },
  { path: '/villas-on-demand', heading: 'Villas on demand' },
] as const;

/** `page` is the current page name: the heading and the end of the breadcrumb. */
export const adminPages = [
  { path: '/admin', page: 'Dashboard', navItem: 'Dashboard' },
  { path: '/admin/orders', page: 'Bookings', navItem: 'Bookings' },
  { path: '/admin/bookings', page: 'Bookings', navItem: 'Bookings' },
  { path: '/admin/properties', page: 'Properties', navItem: 'Properties' },
  { path: '/admin/add-property', page: 'Add Property', navItem: 'Add Property' },
  { path: `/admin/edit-property/${DEMO_LISTING}`, page: 'Edit Property', navItem: 'Properties' },
  { path: '/admin/settings', page: 'Settings', navItem: 'Settings' },
] as const;

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
