import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { AdminRouteError } from './app/admin-route-error';
import { RootHydrateFallback, RootLayout } from './app/root-layout';
import { RootErrorPage, RouteErrorMessage } from './app/route-error';
import { HINDI_PREFIX, loadCatalogue, localeOfPath } from './lib/i18n';
import { ensureSession } from './lib/session';
import type { RouteHandle } from './lib/route-handle';
import { homeOverviewQueryOptions } from './features/home/api/get-home-overview';
import { listingQueryOptions } from './features/property-detail/api/get-listing';
import { siteSettingsQueryOptions } from './features/site/api/get-site-settings';
import { ADMIN_AREA, siteRoutesWith, type RouteAccess, type SiteRouteId } from '#domain/site-routes';
import { PAGE_CATALOGUES } from '#domain/page-catalogues';

type PageComponent = () => Promise<ComponentType>;

// Every layout and page is lazy: the first visit downloads only the shell and the page it lands on. Keyed by the
// route table's ids, so a page added to the table without a component here does not compile.
const pageComponents: Record<SiteRouteId, PageComponent> = {
  home: async () => (await import('./features/home/home-page')).HomePage,
  properties: async () => (await import('./app/routes/properties-route')).PropertiesPage,
  villasOnDemand: async () => (await import('./app/routes/villas-on-demand-route')).VillasOnDemandPage,
  services: async () => (await import('./features/site/services-page')).ServicesPage,
  aboutUs: async () => (await import('./features/site/about-page')).AboutPage,
  contactUs: async () => (await import('./app/routes/contact-route')).ContactPage,
  privacyPolicy: async () => (await import('./features/site/privacy-policy-page')).PrivacyPolicyPage,
  termsOfService: async () => (await import('./features/site/terms-of-service-page')).TermsOfServicePage,
  property: async () => (await import('./app/routes/property-detail-route')).PropertyDetailPage,
  locality: async () => (await import('./app/routes/locality-route')).LocalityRoute,
  login: async () => (await import('./features/auth/login-page')).LoginPage,
  shortlist: async () => (await import('./features/shortlist/shortlist-page')).ShortlistPage,
  compare: async () => (await import('./features/compare/compare-page')).ComparePage,
  compareShared: async () => (await import('./features/compare/shared-compare-page')).SharedComparePage,
  account: async () => (await import('./app/routes/account-route')).MyHouseHuntPage,
  visitDay: async () => (await import('./app/routes/visit-day-route')).VisitDayPage,
  myLeads: async () => (await import('./app/routes/leads-route')).LeadsPage,
  postProperty: async () => (await import('./features/my-listings/post-property-page')).PostPropertyPage,
  editMyListing: async () => (await import('./features/my-listings/edit-my-listing-page')).EditMyListingPage,
  unsubscribe: async () => (await import('./features/saved-searches/unsubscribe-page')).UnsubscribePage,
  manageVisit: async () => (await import('./features/bookings/manage-visit-page')).ManageVisitPage,
  visitFeedback: async () => (await import('./features/bookings/visit-feedback-page')).VisitFeedbackPage,
  notFound: async () => (await import('./features/site/not-found-page')).NotFoundPage,
  adminDashboard: async () => (await import('./features/dashboard/dashboard-page')).DashboardPage,
  adminOrders: async () => (await import('./features/bookings/bookings-page')).BookingsPage,
  adminBookings: async () => (await import('./features/bookings/bookings-page')).BookingsPage,
  adminProperties: async () =>
    (await import('./features/listings-admin/manage-properties-page')).ManagePropertiesPage,
  adminAddProperty: async () => (await import('./features/listings-admin/add-property-page')).AddPropertyPage,
  adminListingImport: async () =>
    (await import('./features/listing-import/listing-import-page')).ListingImportPage,
  adminEditProperty: async () =>
    (await import('./features/listings-admin/edit-property-page')).EditPropertyPage,
  adminEnquiries: async () => (await import('./features/enquiries/enquiries-page')).EnquiriesPage,
  adminNotifications: async () =>
    (await import('./features/notifications/notifications-page')).NotificationsPage,
  adminSentMail: async () => (await import('./features/sent-mail/sent-mail-page')).SentMailPage,
  adminSettings: async () => (await import('./app/routes/settings-route')).SettingsPage,
  adminProfile: async () => (await import('./features/account/admin-profile-page')).AdminProfilePage,
  adminAccount: async () => (await import('./features/account/admin-account-page')).AdminAccountPage,
};

/**
 * The data a page paints first, asked for while its code downloads rather than once its component mounts: on
 * a first visit that saves a round trip before the largest paint. The page's own query then reads the cache.
 * The browser does not wait for it (the page shows its own loading state); the server's first paint does.
 */
const pageData: Partial<
  Record<SiteRouteId, (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>>
> = {
  home: (queryClient) => queryClient.prefetchQuery(homeOverviewQueryOptions()),
  // The site's contact details too: the action bar and the footer show them.
  property: (queryClient, { params: { propertyId } }) =>
    Promise.all([
      propertyId ? queryClient.prefetchQuery(listingQueryOptions(propertyId)) : undefined,
      queryClient.prefetchQuery(siteSettingsQueryOptions()),
    ]),
  // The address's rules come with the page's code (they bring zod), not with every page's start-up.
  properties: async (queryClient, { request }) => {
    const [{ parseListingSearch }, { listingSearchQueryOptions }] = await Promise.all([
      import('#domain/listing-search-address'),
      import('./features/property-search/api/search-listings'),
    ]);
    const { search } = parseListingSearch(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.prefetchQuery(listingSearchQueryOptions(search)),
      queryClient.prefetchQuery(siteSettingsQueryOptions()),
    ]);
  },
};

/**
 * `i18nReady`: the active language's shell catalogue, awaited with the session before anything renders.
 * `awaitPageData`: loaders wait for the data their page paints first (the server's render), instead of only
 * starting it.
 */
type RouteOptions = { i18nReady: Promise<void>; awaitPageData: boolean };

/** The table's routes of one access level as children of the layout at `layoutPath`. */
function pageRoutes(
  queryClient: QueryClient,
  options: RouteOptions,
  access: RouteAccess[],
  layoutPath: string,
): RouteObject[] {
  return access.flatMap(siteRoutesWith).map(([id, { path, title }]) => {
    const handle: RouteHandle = { title };
    // A fresh lazy object per route: the router records loading progress on the object it is given.
    // Its catalogues load with its code, for the active language.
    const catalogues = PAGE_CATALOGUES[id] ?? [];
    const lazy = {
      Component: async () =>
        (await Promise.all([pageComponents[id](), ...catalogues.map((name) => loadCatalogue(name))]))[0],
    };
    const prefetch = pageData[id];
    const loader = prefetch
      ? async (args: LoaderFunctionArgs) => {
          const loading = prefetch(queryClient, args);
          // Not waited for in the browser: a page whose code cannot load says so itself.
          if (options.awaitPageData) await loading;
          else loading.catch(() => undefined);
          return null;
        }
      : undefined;
    if (path === layoutPath) return { index: true, handle, lazy, loader };
    return {
      path: path === '*' ? path : path.slice(layoutPath.length).replace(/^\//, ''),
      handle,
      lazy,
      loader,
    };
  });
}

/** Hindi pages live under /hi: as the basename, every internal link keeps the language. */
export const routerBasename = (pathname: string) =>
  localeOfPath(pathname) === 'hi' ? HINDI_PREFIX : undefined;

export function createAppRouter(queryClient: QueryClient, i18nReady: Promise<void>) {
  return createBrowserRouter(appRoutes(queryClient, { i18nReady, awaitPageData: false }), {
    basename: routerBasename(window.location.pathname),
  });
}

/** The app's routes: the browser's router and the server's first-paint render both take them. */
export function appRoutes(queryClient: QueryClient, options: RouteOptions): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorPage,
      // Nothing renders before the first answer about the session (spec §4); the start-up overlay stays.
      loader: async () => {
        await Promise.all([ensureSession(queryClient), options.i18nReady]);
        return null;
      },
      children: [
        {
          lazy: { Component: async () => (await import('./app/public-layout-route')).PublicLayoutRoute },
          // A pathless child holds the error boundary so a failing page keeps its header and footer.
          children: [
            {
              ErrorBoundary: RouteErrorMessage,
              children: pageRoutes(queryClient, options, ['public', 'private'], '/'),
            },
          ],
        },
        {
          path: ADMIN_AREA,
          // The guard runs before the portal renders: signed out goes to sign-in, a visitor sees "no access".
          // The guard loads with the portal, not with the public pages' first visit.
          loader: async (args) =>
            (await import('./features/auth/utils/require-admin')).requireAdmin(queryClient)(args),
          // It answers for each page (an agent opens only theirs), so it runs again on every move between them.
          shouldRevalidate: (args) =>
            args.defaultShouldRevalidate || args.currentUrl.pathname !== args.nextUrl.pathname,
          ErrorBoundary: AdminRouteError,
          lazy: { Component: async () => (await import('./app/admin-layout-route')).AdminLayoutRoute },
          children: [
            {
              ErrorBoundary: RouteErrorMessage,
              children: pageRoutes(queryClient, options, ['admin'], ADMIN_AREA),
            },
          ],
        },
      ],
    },
  ];
}
