/** The public pages, in the order the header and footer list them. */
export const mainPublicPages = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Properties' },
  { to: '/villas-on-demand', label: 'Villas on Demand' },
  { to: '/services', label: 'Services' },
  { to: '/about-us', label: 'About' },
  { to: '/contact-us', label: 'Contact' },
] as const;

export const legalPages = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;
