/** The site's own details (name, contacts, social links), edited in admin settings and shown on public pages. */
import { z } from 'zod';
import { isIndianPhoneNumber } from './contact-fields.js';
import { SEARCH_PAGE_SIZES } from './listing-search.js';

export const SITE_SETTINGS_MESSAGES = {
  contactPhoneRequired: 'Contact phone is required',
  contactPhoneInvalid:
    'Enter an Indian number: a 10-digit mobile or a landline with its STD code, e.g. 98450 12345 or +91 80 4567 8900 (+91 or 0 in front is optional); toll-free 1800 numbers are fine too',
} as const;

// Visitors call this number from the Contact us page, so it must be one they can dial.
const contactPhone = z
  .string({ error: SITE_SETTINGS_MESSAGES.contactPhoneRequired })
  .trim()
  .superRefine((phone, context) => {
    if (phone === '') {
      context.addIssue({ code: 'custom', message: SITE_SETTINGS_MESSAGES.contactPhoneRequired });
    } else if (phone.length > 30 || !isIndianPhoneNumber(phone)) {
      context.addIssue({ code: 'custom', message: SITE_SETTINGS_MESSAGES.contactPhoneInvalid });
    }
  });

const optionalUrl = z.url({ error: 'Enter a full link starting with https://' }).max(300).optional();

export const siteSettingsSchema = z.object({
  siteName: z.string().trim().min(2, 'Site name is required').max(60),
  contactPhone,
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

/** Where this server serves the street map archive (MAP_PMTILES) from. */
export const STREET_MAP_PATH = '/api/map/basemap.pmtiles';

/** GET /api/site: the settings the public pages show, and the map tile server when one is configured. */
export const publicSiteSettingsSchema = siteSettingsSchema.extend({
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  /** The street map archive this server serves (MAP_PMTILES), drawn over the embedded basemap. */
  streetMap: z.object({ url: z.string() }).nullable(),
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** The settings as saved, and the version a save must name so it never undoes someone else's. */
export const editableSiteSettingsSchema = z.object({
  settings: siteSettingsSchema,
  version: z
    .number()
    .int()
    .describe(
      'The version a save names (0 before the first save); a stale one is refused with 409 RECORD_CHANGED',
    ),
});
export type EditableSiteSettings = z.infer<typeof editableSiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'HouseHunt',
  contactPhone: '+91 80 4567 8900',
  contactEmail: 'hello@househunt.in',
  address: 'HouseHunt Realty Pvt. Ltd., 3rd Floor, Prestige Meridian, MG Road, Bengaluru, Karnataka 560001',
  social: {},
  listingsPerPage: SEARCH_PAGE_SIZES.default,
};
