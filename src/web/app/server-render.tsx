/**
 * The server's first paint of a page (docs/decisions/034-server-rendered-first-paint.md): the app's own routes
 * and components rendered to HTML for a signed-out visitor, with the answers they were drawn from, so a phone
 * paints the listing before the app's code has arrived. The browser's app then draws the same page over it.
 * Built by Vite for Node (vite.config.ts, `--ssr`) and loaded by the server (src/server/http/first-paint.ts).
 */
import '../zod-jitless';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { localeOfPath } from '#domain/site-language';
import { ServerMediaQueries } from '#web/components/ui/use-media-query';
import { setApiTransport, type ApiTransport } from '#web/lib/api-client';
import { i18n, loadEveryCatalogue, loadLanguage } from '#web/lib/i18n';
import { setServerSiteOrigin } from '#web/lib/site-origin';
import { appRoutes, routerBasename } from '../router';
import { AppProviders } from './providers';

export type FirstPaint = { html: string; state: DehydratedState };

export type FirstPaintRequest = {
  url: URL;
  /** Whether the visitor's screen is likely wide (a desktop browser): the layout some pages choose by width. */
  wide: boolean;
};

// Every catalogue is loaded before the first render, so a page's own (which the router loads in the active
// language) is there whichever language the page is in.
const ready = Promise.all([loadEveryCatalogue(), loadLanguage('hi')]).then(() => i18n.activate('en'));

/**
 * A renderer whose pages read the API through `api`, as a signed-out visitor, on the site at `origin`. A page the
 * router does not answer with 200 (a redirect, an error, a missing listing), or whose answers failed, gets null:
 * the browser's app draws those as before.
 */
export function createFirstPaintRenderer({ api, origin }: { api: ApiTransport; origin: string }) {
  setApiTransport(api);
  setServerSiteOrigin(origin);
  return async function renderFirstPaint({ url, wide }: FirstPaintRequest): Promise<FirstPaint | null> {
    await ready;
    // No retries and no toasts: a failed answer leaves the page to the browser at once (below).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const handler = createStaticHandler(
      appRoutes(queryClient, { i18nReady: Promise.resolve(), awaitPageData: true }),
      { basename: routerBasename(url.pathname) },
    );
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
    // A page whose answer failed is the browser's to draw, with its own retry, once it can ask again.
    if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length)
      return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The language is the one global the components read; rendering is synchronous, so no other page's render
    // can change it before this one ends.
    i18n.activate(localeOfPath(url.pathname));
    const html = renderToString(
      <StrictMode>
        <ServerMediaQueries value={() => wide}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ServerMediaQueries>
      </StrictMode>,
    );
    return { html, state: dehydrate(queryClient) };
  };
}
