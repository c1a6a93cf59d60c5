/** The site's own details (name, contacts, social links), edited in admin settings and shown on public pages. */
import { z } from 'zod';
import { SEARCH_PAGE_SIZES } from './listing-search.js';

const optionalUrl = z.url({ error: 'Enter a full link starting with https://' }).max(300).optional();

export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(2, 'Site name is required').max(60),
  contactPhone: z.string().trim().min(6, 'Contact phone is required').max(30),
  contactEmail: z.email({ error: 'Enter a valid email address' }),
  address: z.string().trim().min(5, 'Address is required').max(300),
  social: z.object({
    facebook: optionalUrl,
    instagram: optionalUrl,
    twitter: optionalUrl,
    linkedin: optionalUrl,
    youtube: optionalUrl,
  }),
  // The public search's default page size, so it stays within what the search itself accepts.
  listingsPerPage: z
    .number({ error: 'Enter a number of listings' })
    .int('Enter a whole number')
    .min(6, 'Show at least 6 listings per page')
    .max(SEARCH_PAGE_SIZES.max, `Show at most ${SEARCH_PAGE_SIZES.max} listings per page`),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'HouseHunt',
  contactPhone: '+91 80 4567 8900',
  contactEmail: 'hello@househunt.in',
  address: 'HouseHunt Realty Pvt. Ltd., 3rd Floor, Prestige Meridian, MG Road, Bengaluru, Karnataka 560001',
  social: {},
  listingsPerPage: SEARCH_PAGE_SIZES.default,
};
