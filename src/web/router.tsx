import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminRouteError } from './app/admin-route-error';
import { RootHydrateFallback, RootLayout } from './app/root-layout';
import { RootErrorPage, RouteErrorMessage } from './app/route-error';
import { ensureSession } from './lib/session';
import { requireAdmin } from './features/auth/require-admin';
import type { RouteHandle } from './lib/route-handle';

// Every layout and page is lazy: the first visit downloads only the shell and the page it lands on.
const page = (title: string): { handle: RouteHandle } => ({ handle: { title } });

const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...page('Find your next home'),
    lazy: { Component: async () => (await import('./features/home/home-page')).HomePage },
  },
  {
    path: 'login',
    ...page('Sign in'),
    lazy: { Component: async () => (await import('./features/auth/login-page')).LoginPage },
  },
  {
    path: 'properties',
    ...page('Properties'),
    lazy: {
      Component: async () => (await import('./features/property-search/properties-page')).PropertiesPage,
    },
  },
  {
    path: 'property/:propertyId',
    ...page('Property details'),
    lazy: {
      Component: async () => (await import('./app/routes/property-detail-route')).PropertyDetailPage,
    },
  },
  {
    path: 'contact-us',
    ...page('Contact us'),
    lazy: { Component: async () => (await import('./app/routes/contact-route')).ContactPage },
  },
  {
    path: 'about-us',
    ...page('About us'),
    lazy: { Component: async () => (await import('./features/site/about-page')).AboutPage },
  },
  {
    path: 'privacy-policy',
    ...page('Privacy policy'),
    lazy: { Component: async () => (await import('./features/site/privacy-policy-page')).PrivacyPolicyPage },
  },
  {
    path: 'terms-of-service',
    ...page('Terms of service'),
    lazy: {
      Component: async () => (await import('./features/site/terms-of-service-page')).TermsOfServicePage,
    },
  },
  {
    path: 'services',
    ...page('Services'),
    lazy: { Component: async () => (await import('./features/site/services-page')).ServicesPage },
  },
  {
    path: 'villas-on-demand',
    ...page('Villas on demand'),
    lazy: {
      Component: async () => (await import('./app/routes/villas-on-demand-route')).VillasOnDemandPage,
    },
  },
  {
    path: 'shortlist',
    ...page('Your shortlist'),
    lazy: { Component: async () => (await import('./features/shortlist/shortlist-page')).ShortlistPage },
  },
  {
    path: '*',
    ...page('Page not found'),
    lazy: { Component: async () => (await import('./features/site/not-found-page')).NotFoundPage },
  },
];

// A fresh lazy object per route: the router records loading progress on the object it is given.
const bookingsPage = () => ({
  Component: async () => (await import('./features/bookings/bookings-page')).BookingsPage,
});

const adminRoutes: RouteObject[] = [
  {
    index: true,
    ...page('Dashboard'),
    lazy: { Component: async () => (await import('./features/dashboard/dashboard-page')).DashboardPage },
  },
  // The portal has always linked "orders" to the bookings screen; both addresses keep working.
  { path: 'orders', ...page('Bookings'), lazy: bookingsPage() },
  { path: 'bookings', ...page('Bookings'), lazy: bookingsPage() },
  {
    path: 'properties',
    ...page('Properties'),
    lazy: {
      Component: async () =>
        (await import('./features/listings-admin/manage-properties-page')).ManagePropertiesPage,
    },
  },
  {
    path: 'add-property',
    ...page('Add Property'),
    lazy: {
      Component: async () => (await import('./features/listings-admin/add-property-page')).AddPropertyPage,
    },
  },
  {
    path: 'edit-property/:propertyId',
    ...page('Edit Property'),
    lazy: {
      Component: async () => (await import('./features/listings-admin/edit-property-page')).EditPropertyPage,
    },
  },
  {
    path: 'enquiries',
    ...page('Enquiries'),
    lazy: { Component: async () => (await import('./features/enquiries/enquiries-page')).EnquiriesPage },
  },
  {
    path: 'notifications',
    ...page('Notifications'),
    lazy: {
      Component: async () => (await import('./features/notifications/notifications-page')).NotificationsPage,
    },
  },
  {
    path: 'settings',
    ...page('Settings'),
    lazy: { Component: async () => (await import('./features/settings/settings-page')).SettingsPage },
  },
  {
    path: 'profile',
    ...page('Profile Settings'),
    lazy: { Component: async () => (await import('./features/settings/profile-page')).ProfilePage },
  },
  {
    path: 'account',
    ...page('Account Settings'),
    lazy: { Component: async () => (await import('./features/settings/account-page')).AccountPage },
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      ErrorBoundary: RootErrorPage,
      // Nothing renders before the first answer about the session (spec §4); the start-up overlay stays.
      loader: async () => {
        await ensureSession(queryClient);
        return null;
      },
      children: [
        {
          lazy: { Component: async () => (await import('./app/public-layout-route')).PublicLayoutRoute },
          // A pathless child holds the error boundary so a failing page keeps its header and footer.
          children: [{ ErrorBoundary: RouteErrorMessage, children: publicRoutes }],
        },
        {
          path: 'admin',
          // The guard runs before the portal renders: signed out goes to sign-in, a visitor sees "no access".
          loader: requireAdmin(queryClient),
          ErrorBoundary: AdminRouteError,
          lazy: { Component: async () => (await import('./app/admin-layout-route')).AdminLayoutRoute },
          children: [{ ErrorBoundary: RouteErrorMessage, children: adminRoutes }],
        },
      ],
    },
  ]);
}
