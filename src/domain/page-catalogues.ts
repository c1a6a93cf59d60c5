/**
 * Which message catalogues each page needs beside the shell's `common` (docs/decisions/028-english-and-hindi.md).
 * One table for the browser's router, which loads them with the page's code, and for the server, which
 * modulepreloads them on a landing page. A page without an entry shows only the shell's texts.
 */
import type { SiteRouteId } from './site-routes.js';

/** Every catalogue: one file per language under src/web/locales/{en,hi}/, listed in lingui.config.ts. */
export const CATALOGUES = [
  'common',
  'home',
  'search',
  'localities',
  'property',
  'forms',
  'visits',
  'errors',
  'site',
  'account',
  'lister',
  'costs',
] as const;
export type Catalogue = (typeof CATALOGUES)[number];

export const PAGE_CATALOGUES: Partial<Record<SiteRouteId, readonly Catalogue[]>> = {
  home: ['home'],
  properties: ['search'],
  villasOnDemand: ['site', 'forms', 'visits'],
  services: ['site'],
  aboutUs: ['site'],
  contactUs: ['site', 'forms', 'visits'],
  privacyPolicy: ['site'],
  termsOfService: ['site'],
  property: ['property', 'forms'],
  locality: ['localities'],
  login: ['site'],
  shortlist: ['account'],
  compare: ['account'],
  compareShared: ['account'],
  // My HouseHunt shows My listings (lister: its section and quality hints) and the visit feedback form (visits).
  account: ['account', 'forms', 'visits', 'errors', 'lister'],
  visitDay: ['account'],
  unsubscribe: ['account'],
  manageVisit: ['forms', 'visits', 'errors'],
  visitFeedback: ['forms', 'visits', 'errors'],
  // My leads moves a visit with the bookings feature's day-and-time form (forms).
  myLeads: ['lister', 'forms', 'visits', 'errors'],
  postProperty: ['lister'],
  editMyListing: ['lister'],
  // The admin portal stays English, but shares the listing form and quality hints with the listers' pages.
  adminProperties: ['lister'],
  adminAddProperty: ['lister'],
  adminEditProperty: ['lister'],
  // The team's bookings show the visitor's status badge and day-and-time form, which speak from `forms`.
  adminOrders: ['forms', 'visits', 'errors'],
  adminBookings: ['forms', 'visits', 'errors'],
};
