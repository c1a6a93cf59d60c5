import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** A catalogue's file per language, and the sources whose messages it holds. */
const catalogue = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/web/locales/{locale}/${name}`,
  include: include.map((path) => `<rootDir>/src/web/${path}`),
  exclude: exclude.map((path) => `<rootDir>/src/web/${path}`),
});

/**
 * The taxonomy's and the visits' vocabularies as messages, one module each under src/web/lib/labels: a catalogue
 * lists the ones its pages show, so a page downloads no vocabulary it does not show.
 */
const labels = (...vocabularies: string[]) => vocabularies.map((name) => `lib/labels/${name}.ts`);

/**
 * The other visitor forms and the visit pages: they sit in the `forms` catalogue's folders but have the `visits`
 * catalogue of their own, so a listing's first visit does not download them.
 */
const visitPages = [
  'features/enquiries/components/contact-form.tsx',
  'features/enquiries/components/construction-enquiry-form.tsx',
  'features/enquiries/utils/construction-choices.ts',
  'features/bookings/manage-visit-page.tsx',
  'features/bookings/visit-feedback-page.tsx',
  'features/bookings/components/visit-link-page.tsx',
  'features/bookings/components/visit-move-form.tsx',
  'features/bookings/components/booking-status-badge.tsx',
];

/**
 * English is the source; Hindi is translated (docs/decisions/028-english-and-hindi.md). One catalogue per part of
 * the site, so a page loads only the messages it shows: `common` holds the shell and the pieces every page shares;
 * src/domain/page-catalogues.ts says which pages load which. The names here are that file's CATALOGUES.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    catalogue('common', [
      'components/layout',
      'components/language',
      'components/listing',
      'components/compare',
      'components/ui',
      'components/theme',
      'components/place-search',
      'components/map',
      // Every listing card says its type, sale or rent and who posted it.
      ...labels('sub-categories', 'property-statuses', 'lister-kinds'),
      'app/public-layout-route.tsx',
      'app/app-toaster.tsx',
      'app/route-error.tsx',
      'app/root-layout.tsx',
      'features/auth/components/account-menu.tsx',
      'features/auth/components/signed-in-account-menu.tsx',
      'features/auth/components/no-admin-access-page.tsx',
      'features/shortlist/components/shortlist-button.tsx',
      'features/shortlist/components/shortlist-header-link.tsx',
      // The footer shows the site's contact details, and pages of other catalogues (a locality) show the 404.
      'features/site/components/site-contact-details.tsx',
      'features/site/not-found-page.tsx',
      // What the browser's shared code says to the visitor: failed requests, forms' fallback error, toasts.
      'lib/api-client.ts',
      'lib/server-field-errors.ts',
      'lib/sign-out.ts',
      'lib/service-worker.tsx',
    ]),
    catalogue('home', ['features/home', ...labels('main-categories')]),
    // "Save this search" sits on the search page: its texts are in `search` too, so that page needs no `account`.
    catalogue('search', [
      'features/property-search',
      'app/routes/properties-route.tsx',
      ...labels('main-categories', 'furnishing', 'facing', 'property-ages', 'floor-bands', 'amenities'),
      'features/saved-searches/components/save-search-button.tsx',
      'features/saved-searches/components/save-search-dialog.tsx',
      'features/saved-searches/components/save-search-dialog-body.tsx',
      'features/saved-searches/components/save-search-form.tsx',
      'features/saved-searches/components/search-dialog.tsx',
      'features/saved-searches/components/signed-in-save-search.tsx',
      'features/saved-searches/utils/frequency-messages.ts',
      'features/saved-searches/utils/search-name.ts',
      'features/saved-searches/api/saved-searches.ts',
    ]),
    catalogue('localities', [
      'features/localities',
      'app/routes/locality-route.tsx',
      ...labels('sub-category-plurals'),
    ]),
    catalogue('property', [
      'features/property-detail',
      'app/routes/property-detail-route.tsx',
      ...labels(
        'main-categories',
        'furnishing',
        'facing',
        'property-ages',
        'amenities',
        'features',
        'verification-checks',
        'sub-category-plurals',
      ),
    ]),
    // The forms the property page shows at once; the other visitor forms and the visit pages have their own, so
    // a listing's first visit does not download them.
    catalogue(
      'forms',
      ['components/visitor-form', 'features/enquiries', 'features/bookings', ...labels('visit-slots')],
      ['components/visitor-form/visitor-messages.ts', ...visitPages],
    ),
    // The visitor forms' errors in Hindi load with the forms' checks (use-visitor-form.ts), after the first paint.
    catalogue('errors', ['components/visitor-form/visitor-messages.ts']),
    catalogue('visits', [
      'components/visit-feedback',
      ...visitPages,
      ...labels('land-area-units', 'visit-statuses'),
    ]),
    catalogue(
      'site',
      [
        'features/site',
        'app/routes/contact-route.tsx',
        'app/routes/villas-on-demand-route.tsx',
        'features/auth/login-page.tsx',
        'features/auth/components/sign-in-options.tsx',
        'features/auth/components/provider-button.tsx',
        'features/auth/components/signed-in-panel.tsx',
      ],
      ['features/site/components/site-contact-details.tsx', 'features/site/not-found-page.tsx'],
    ),
    catalogue(
      'account',
      [
        'features/account',
        'app/routes/account-route.tsx',
        'app/routes/visit-day-route.tsx',
        'features/saved-searches',
        'features/shortlist',
        'features/compare',
        // Visit day shows the visit's time and the verification checks still open; My HouseHunt, enquiries.
        ...labels('visit-slots', 'verification-checks', 'enquiry-statuses'),
        // The saved searches' criteria and the comparison's cells name the taxonomy's values.
        ...labels(
          'main-categories',
          'sub-categories',
          'furnishing',
          'facing',
          'property-ages',
          'floor-bands',
          'amenities',
          'features',
        ),
      ],
      // The heart and the header's link are on every public page: their texts are in `common`.
      [
        'features/shortlist/components/shortlist-button.tsx',
        'features/shortlist/components/shortlist-header-link.tsx',
      ],
    ),
    catalogue('lister', [
      'features/my-listings',
      'features/leads',
      'app/routes/leads-route.tsx',
      'components/property-form',
      'components/listing-quality',
      ...labels(
        'main-categories',
        'rental-frequencies',
        'furnishing',
        'facing',
        'property-ages',
        'amenities',
        'features',
        'land-area-units',
        'indian-states',
        'enquiry-statuses',
      ),
    ]),
    catalogue('costs', ['features/cost-sheet', ...labels('indian-states')]),
  ],
  // Catalogue ids are generated hashes of the English message: the source text stays the one thing to edit.
  orderBy: 'message',
  // No source lines in the catalogues: they would change (and clash in merges) on every unrelated edit.
  format: formatter({ origins: false }),
});
