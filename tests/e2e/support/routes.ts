/** Every page of spec §2 with the heading a visitor sees on it. */
export const publicPages = [
  { path: '/', heading: 'Find your next home in India' },
  { path: '/login', heading: 'Sign in to HouseHunt' },
  { path: '/properties', heading: 'Properties for sale and rent' },
  { path: '/property/demo-listing-1', heading: 'Property details' },
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
  { path: '/admin/edit-property/demo-listing-1', page: 'Edit Property', navItem: 'Properties' },
  { path: '/admin/settings', page: 'Settings', navItem: 'Settings' },
] as const;
