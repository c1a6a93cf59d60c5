/**
 * The app's start-up: its query cache, language, router and first render. The entry (main.tsx) loads it once the
 * page has painted.
 */
import '../zod-jitless';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { connectApiClientToSession, forgetSignedInDataWhenSessionEnds } from '#web/lib/session';
import { startI18n, warmUpFormats } from '#web/lib/i18n';
import { createAppRouter } from '../router';
import { FIRST_PAINT_DATA_ID } from '#domain/first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * Lets the browser run what is waiting (a tap, a frame of the start-up overlay) before the next step of start-up:
 * on a phone the steps are each tens of milliseconds, and as one task they would block the page for all of them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles once the router has loaded the first page's code and data (its loaders have run). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const queryClient = createQueryClient();
// A page the server drew (docs/decisions/034) comes with the answers it was drawn from.
const firstPaintData = document.getElementById(FIRST_PAINT_DATA_ID);
if (firstPaintData?.textContent)
  hydrate(queryClient, JSON.parse(firstPaintData.textContent) as DehydratedState);
connectApiClientToSession(queryClient);
forgetSignedInDataWhenSessionEnds(queryClient);
// The language comes from the address (/hi/... is Hindi); its shell catalogue loads beside the session check.
const i18nReady = startI18n(window.location.pathname);
await nextTask();
const router = createAppRouter(queryClient, i18nReady);
await nextTask();
// In the first idle moment, which comes while the page's code downloads.
const warmUp = () => warmUpFormats(window.location.pathname);
if ('requestIdleCallback' in window) requestIdleCallback(warmUp);
else setTimeout(warmUp, 0);

// The server's page stays on screen until the app can draw the whole page over it, rather than a loading screen.
if (firstPaintData) await routerReady(router);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// The service worker (docs/decisions/029) after the page has loaded: it never competes with the first paint.
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  const register = () =>
    void import('#web/lib/service-worker').then(({ registerAppServiceWorker }) => registerAppServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
