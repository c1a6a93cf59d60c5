import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/ui/navigation-progress';
import { PageLoader } from '../components/ui/page-loader';
import { useCurrentPageTitle } from '../lib/route-handle';
import { dismissStartupOverlay } from './startup-overlay';

function useDocumentTitle() {
  const pageTitle = useCurrentPageTitle();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | HouseHunt` : 'HouseHunt';
  }, [pageTitle]);
}

/**
 * The top route. The router renders it only once the first page's lazy code has loaded
 * (until then the HydrateFallback below shows), so mounting here means the first route is on screen.
 */
export function RootLayout() {
  useDocumentTitle();
  useEffect(() => {
    dismissStartupOverlay();
  }, []);
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Sits under the start-up overlay while the first page's code loads. */
export function RootHydrateFallback() {
  const isAdmin = window.location.pathname.startsWith('/admin');
  return <PageLoader fullScreen label={isAdmin ? 'Loading HouseHunt Admin...' : 'Loading HouseHunt...'} />;
}
