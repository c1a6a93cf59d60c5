import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathInLocale, type Locale } from '#domain/site-language';
import { ADMIN_AREA, SITE_ROUTES } from '#domain/site-routes';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '#server/errors';
import { cacheControl, IMMUTABLE } from './cache-policy.js';
import { firstPaintDataScript, looksWide, takesFirstPaint, type FirstPaintRenderer } from './first-paint.js';
import { routePreloads } from './route-preloads.js';
import { SITE_ICON_PATH } from './site-icon.js';

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other page path so
 * the browser router can take over. Unknown /api and /media paths, and /metrics where it is not served, get a
 * JSON 404 instead.
 */
/** The page's status and <head> tags (title, description, canonical, Open Graph, JSON-LD) for a path. */
export type PageHeadRenderer = (path: string) => Promise<{ status: number; locale: Locale; head: string }>;

/**
 * Every page path the web app has, in English and under /hi in Hindi (the portal is English only), and any screen
 * of the admin portal; other addresses get the 404 page.
 */
const SITE_PAGE_PATHS = Object.values(SITE_ROUTES)
  .filter((route) => route.path.startsWith('/') && route.access !== 'admin')
  .map((route) => route.path);
const PAGE_PATHS = [
  ...new Set([
    ...Object.values(SITE_ROUTES)
      .map((route) => route.path)
      .filter((path) => path.startsWith('/')),
    ...SITE_PAGE_PATHS.map((path) => pathInLocale(path, 'hi')),
    `${ADMIN_AREA}/*`,
  ]),
];

// The page's language, English in the built index.html; a Hindi page (under /hi) says so before any script runs.
const HTML_LANG = /<html(?: lang="[^"]*")?/;

// The built index.html's own title and description, replaced by the page's.
const DEFAULT_HEAD = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;

// From the start-up overlay to the app's empty root: a page drawn on the server shows itself instead.
const EMPTY_BODY = /<div id="startup-overlay"[\s\S]*?<div id="root"><\/div>/;

/**
 * index.html cut around its default head, once. The page's head goes between the two halves by
 * concatenation: String.replace would read `$'`, `$&` or `$1` in a listing's title as replacement patterns.
 */
function splitAroundDefaultHead(indexHtml: string): {
  before: string;
  beforeInHindi: string;
  after: string;
  /** `after` cut around its body's start-up overlay and empty root, for a page drawn on the server (if any). */
  aroundBody: [string, string] | null;
} {
  const match = DEFAULT_HEAD.exec(indexHtml);
  if (!match) throw new Error('The built index.html has no <title> and description <meta> to replace');
  const before = indexHtml.slice(0, match.index);
  const after = indexHtml.slice(match.index + match[0].length);
  const body = EMPTY_BODY.exec(after);
  return {
    before,
    beforeInHindi: before.replace(HTML_LANG, '<html lang="hi"'),
    after,
    aroundBody: body ? [after.slice(0, body.index), after.slice(body.index + body[0].length)] : null,
  };
}

/** A request's path and its query string (a "?" inside the query stays in it). */
function splitUrl(url: string): [string, string] {
  const start = url.indexOf('?');
  return start < 0 ? [url, ''] : [url.slice(0, start), url.slice(start + 1)];
}

/**
 * `renderFirstPaint` draws the pages the server renders (first-paint.ts); it is loaded on the first such page, so
 * a process that never serves one never holds it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  renderPageHead: PageHeadRenderer,
  renderFirstPaint: () => Promise<FirstPaintRenderer | null> = async () => null,
): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build wrote .br and .gz copies of scripts and styles; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, path) {
        // Caches must keep the Brotli, gzip and plain answers of one address apart.
        res.setHeader('vary', 'accept-encoding');
        // Static files are served past the route options: their header is set here, by the same rules.
        res.setHeader(
          'cache-control',
          cacheControl(path.includes('/assets/') ? IMMUTABLE : { maxAgeSeconds: 0, mustRevalidate: true }),
        );
        // The service worker is checked on every visit, so an update is found at once (decision 029).
        if (/[/\\]sw\.js(\.br|\.gz)?$/.test(path)) res.setHeader('cache-control', 'no-cache');
      },
    });
    // Where browsers look for an icon when a document names none (a JSON or text answer opened in a tab).
    app.get(
      '/favicon.ico',
      { schema: { hide: true }, config: { cache: { maxAgeSeconds: 86_400 } } },
      async (_request, reply) => reply.redirect(SITE_ICON_PATH, 301),
    );
  }
  const shell = webRoot ? splitAroundDefaultHead(readFileSync(join(webRoot, 'index.html'), 'utf8')) : null;
  const preloadsFor = webRoot ? routePreloads(webRoot) : () => '';

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path, query] = splitUrl(request.url);
    if (!shell) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The HouseHunt web app has not been built yet. Run `npm run build`, then start the server again.',
        );
    }
    const { status, locale, head } = await renderPageHead(path);
    const { aroundBody } = shell;
    const firstPaint =
      aroundBody && status === 200 && takesFirstPaint(request, path) ? await drawFirstPaint(request) : null;
    // Set on the answer, not the route: the not-found handler serves pages too. A page's head changes with its
    // listing, so a browser asks again each time; the scripts it names are the ones kept for a year.
    reply.cachePolicy = 'no-cache';
    // A page drawn on the server carries its answers: the browser does not ask for them again.
    const preloads = preloadsFor(path, query, { data: firstPaint === null });
    const withPreloads = (html: string) => html.replace('</head>', () => `${preloads}</head>`);
    const page =
      firstPaint && aroundBody
        ? `${withPreloads(aroundBody[0])}<div id="root">${firstPaint.html}</div>${firstPaintDataScript(firstPaint.state)}${aroundBody[1]}`
        : withPreloads(shell.after);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(`${locale === 'hi' ? shell.beforeInHindi : shell.before}${head}${page}`);
  };

  /** The page drawn on the server, or null: the browser's app draws it as before when the server cannot. */
  const drawFirstPaint = async (request: FastifyRequest) => {
    try {
      const render = await renderFirstPaint();
      return render
        ? await render({ url: new URL(request.url, 'http://localhost'), wide: looksWide(request) })
        : null;
    } catch (err) {
      request.log.error({ err }, 'The first paint of a page failed; the browser draws it instead');
      return null;
    }
  };
  // The site's pages as routes, so they pass through the route hooks (compression among them). No catch-all
  // route: the router's own refusals (a path parameter too long) must still reach every unknown address.
  for (const path of PAGE_PATHS) app.get(path, { schema: { hide: true } }, servePage);

  app.setNotFoundHandler(async (request, reply) => {
    const [path] = splitUrl(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|metrics)(\/|$)/.test(path);
    if (isPage) return servePage(request, reply);
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: `There is no ${request.method} ${path} here` },
    };
    return reply.status(404).send(body);
  });
}
