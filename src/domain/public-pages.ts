/** The public pages a crawler may index: their titles and descriptions, shared by the server's HTML and the sitemap. */
export type PublicPage = { path: string; title: string; description: string };

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Find your next home',
    description:
      'Flats, villas, plots and commercial spaces for sale and rent across India, with prices in lakh and crore, Vastu and RERA details, and visits booked in a few taps.',
  },
  {
    path: '/properties',
    title: 'Properties for sale and rent',
    description:
      'Search homes and commercial spaces across India by city, locality, budget, bedrooms, furnishing and amenities.',
  },
  {
    path: '/villas-on-demand',
    title: 'Villas on demand',
    description:
      'Own a plot? HouseHunt designs and builds your villa: plans, approvals, construction and handover, with one team and a fixed price.',
  },
  {
    path: '/services',
    title: 'Services',
    description:
      'Buying, renting, selling, site visits, legal checks and villa construction: what HouseHunt does for you.',
  },
  {
    path: '/about-us',
    title: 'About us',
    description:
      'HouseHunt helps families and businesses across India find, visit and secure the right property.',
  },
  {
    path: '/contact-us',
    title: 'Contact us',
    description:
      'Call, write or visit HouseHunt: our team answers questions about listings, visits and villa construction.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    description: 'What HouseHunt collects, why, how long it keeps it, and your rights over your data.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of service',
    description: 'The terms for using HouseHunt to search listings, book visits and send enquiries.',
  },
];
