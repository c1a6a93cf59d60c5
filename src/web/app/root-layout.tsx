import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from '#web/components/ui/document-title';
import { NavigationProgress } from '#web/components/ui/navigation-progress';
import { PageLoader } from '#web/components/ui/page-loader';
import { useSignInResultFromUrl } from '#web/features/auth/hooks/use-sign-in-result-from-url';
import { localeOfPath } from '#web/lib/i18n';
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
    // The app has drawn its first page, over the start-up overlay or over the page the server drew (decision
    // 034), whose buttons did nothing until now: say so on the document, where the browser tests wait for it.
    document.documentElement.dataset.appStarted = '';
    dismissStartupOverlay();
  }, []);
  return (
    <>
      {/* First in the tree, so a page rendering its own DocumentTitle overrides this one. The brand after the
          page's (already translated) title reads the same in both languages. */}
      {/* eslint-disable-next-line lingui/no-unlocalized-strings */}
      <DocumentTitle title={pageTitle ? `${pageTitle} | HouseHunt` : 'HouseHunt'} />
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Sits under the start-up overlay while the session and the first page's code load. The shell's catalogue is
 * loading too, so its words cannot come from there: both languages are here, chosen by the address.
 */
export function RootHydrateFallback() {
  const { pathname } = window.location;
  /* eslint-disable lingui/no-unlocalized-strings -- shown before any catalogue has loaded */
  const label = pathname.startsWith('/admin')
    ? 'Loading HouseHunt Admin...'
    : localeOfPath(pathname) === 'hi'
      ? 'HouseHunt लोड हो रहा है...'
      : 'Loading HouseHunt...';
  /* eslint-enable lingui/no-unlocalized-strings */
  return <PageLoader fullScreen label={label} />;
}
