import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from '#web/components/ui/document-title';
import { NavigationProgress } from '#web/components/ui/navigation-progress';
import { PageLoader } from '#web/components/ui/page-loader';
import { useSignInResultFromUrl } from '#web/features/auth/hooks/use-sign-in-result-from-url';
import { useCurrentPageTitle } from '#web/lib/route-handle';
import { dismissStartupOverlay } from './startup-overlay';

/**
 * The top route. The router renders it only once the session is known and the first page's lazy code has
 * loaded (until then the HydrateFallback below shows), so mounting here means the first route is on screen.
 */
export function RootLayout() {
  const pageTitle = useCurrentPageTitle();
  useSignInResultFromUrl();
  useEffect(() => {
    dismissStartupOverlay();
  }, []);
  return (
    <>
      {/* First in the tree, so a page rendering its own DocumentTitle overrides this one. */}
      <DocumentTitle title={pageTitle ? `${pageTitle} | HouseHunt` : 'HouseHunt'} />
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Sits under the start-up overlay while the session and the first page's code load. */
export function RootHydrateFallback() {
  const isAdmin = window.location.pathname.startsWith('/admin');
  return <PageLoader fullScreen label={isAdmin ? 'Loading HouseHunt Admin...' : 'Loading HouseHunt...'} />;
}
