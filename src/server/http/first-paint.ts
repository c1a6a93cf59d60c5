/**
 * The server's first paint of a listing page (docs/decisions/034-server-rendered-first-paint.md): the web app's
 * own routes and components, built for Node (dist/web-render), rendered to HTML for a signed-out visitor. The
 * page's requests to the API are answered in this process by the API's own routes, as the visitor's browser would
 * have been answered.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_PAINT_DATA_ID } from '#domain/first-paint';
import { SESSION_COOKIE } from '#server/auth/sessions';

export type FirstPaint = { html: string; state: unknown };

/** Renders a page's first paint, or null for a page the browser's app must draw (a missing listing, an error). */
export type FirstPaintRenderer = (page: { url: URL; wide: boolean }) => Promise<FirstPaint | null>;

type RendererModule = {
  createFirstPaintRenderer: (options: {
    api: (path: string, init: RequestInit) => Promise<Response>;
    origin: string;
  }) => FirstPaintRenderer;
};

/**
 * A listing's page, in either language: its photo and title are the largest paint, and it is where visitors land.
 * The search is left to the browser (decision 034): drawn here it painted no sooner on Lighthouse's phone, and its
 * answer, which a proxy keeps a minute, would be read for every page instead.
 */
const FIRST_PAINT_PAGES = /^(\/hi)?\/property\/[^/]+\/?$/;

/**
 * Whether the page is drawn on the server for this request: only for a visitor who is not signed in (a signed-in
 * page shows their name, shortlist and leads, which the browser's app reads for itself).
 */
export function takesFirstPaint(request: FastifyRequest, path: string): boolean {
  return FIRST_PAINT_PAGES.test(path) && request.cookies[SESSION_COOKIE] === undefined;
}

/**
 * Whether the visitor's screen is likely wide, for the layouts chosen by width: a phone says so in its user agent,
 * and Chromium also in a header of its own. A wrong guess costs one redraw when the app takes over.
 */
export function looksWide(request: FastifyRequest): boolean {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return false;
  return !/Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');
}

/** The page's answers in a JSON script: `<` escaped, so no text in a listing can close the script early. */
export function firstPaintDataScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${json}</script>`;
}

/**
 * The renderer of the build beside `webRoot` (dist/web-render next to dist/web), its API requests sent to `app`
 * as GETs of a visitor with no session; null when the web app was built without it.
 */
export async function loadFirstPaintRenderer(
  app: FastifyInstance,
  webRoot: string,
  publicUrl: string,
): Promise<FirstPaintRenderer | null> {
  const bundle = join(webRoot, '..', 'web-render', 'server-render.js');
  if (!existsSync(bundle)) return null;
  const { createFirstPaintRenderer } = (await import(pathToFileURL(bundle).href)) as RendererModule;
  const { host } = new URL(publicUrl);
  return createFirstPaintRenderer({
    origin: new URL(publicUrl).origin,
    api: async (path, init) => {
      // A page's first paint only reads; anything else is the browser's to send, with the visitor's session.
      if ((init.method ?? 'GET') !== 'GET') throw new Error(`The first paint does not send ${init.method}`);
      const answer = await app.inject({
        method: 'GET',
        url: `/api${path}`,
        headers: { accept: 'application/json', host },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
    },
  });
}
