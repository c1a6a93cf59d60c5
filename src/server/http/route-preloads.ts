/**
 * `<link rel="modulepreload">` tags for the app's start-up on every page and the code of the page a first visit
 * lands on, and `<link rel="preload">` for the API answers it waits for. Without them the browser learns of those
 * chunks only once the app's entry has downloaded and run (it loads the start-up after the first paint, and the
 * router imports pages lazily): more round trips before the page, and its largest paint, can appear. Worked out from the build's
 * manifest, the same way the first-visit JavaScript budget test counts them.
 */
import { parseListingSearch, toApiQuery } from '#domain/listing-search-address';
import { PAGE_CATALOGUES } from '#domain/page-catalogues';
import { localeOfPath, pathInLocale, type Locale } from '#domain/site-language';
import type { SiteRouteId } from '#domain/site-routes';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

type ManifestChunk = { file: string; name?: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * A module's key in the build's manifest: its source path, or, for a module that both loads lazily and is
 * imported by other chunks (the Devanagari place names: saved-search schemas import them), the shared chunk the
 * bundler made of it, which the manifest keys by its hashed file and names after the module.
 */
export function manifestKeyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = basename(module).replace(/\.[^.]+$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name) ?? module;
}

const PUBLIC_LAYOUT = 'app/public-layout-route.tsx';

type LandingPage = {
  path: RegExp;
  /** The source modules the web router loads lazily for the page (src/web/router.tsx). */
  modules: string[];
  /** The API answers the page waits for before its largest paint, from the address's own parts and query. */
  data: (match: RegExpExecArray, query: URLSearchParams) => string[];
  /** The route whose message catalogues it loads besides the shell's `common`. */
  route: SiteRouteId;
};

/** The address's language and the page path without its /hi prefix (docs/decisions/028-english-and-hindi.md). */
function splitLocale(path: string): { locale: Locale; pagePath: string } {
  const locale = localeOfPath(path);
  return { locale, pagePath: pathInLocale(path, 'en') };
}

/**
 * The app's start-up, which the entry loads once the page has painted (web main.tsx): every page's first visit
 * runs it.
 */
const APP_START = 'app/start.tsx';

/** The page's code and its catalogues in `locale`, as the build's manifest keys them. */
const modulesIn = (page: LandingPage, locale: Locale) => [
  APP_START,
  ...page.modules,
  ...['common', ...(PAGE_CATALOGUES[page.route] ?? [])].map((name) => `locales/${locale}/${name}.po`),
  // Hindi pages also load the Devanagari font's stylesheet, the route table's Hindi texts and the place names in
  // Devanagari (web lib/i18n.ts).
  ...(locale === 'hi'
    ? ['lib/devanagari-font.ts', '../domain/site-routes-hindi.ts', '../domain/hindi-place-names.ts']
    : []),
];

/**
 * The pages worth it (the ones a visitor most often lands on). Every page waits for /api/me first (the root
 * loader); the browser's app asks for these with the same address, mode and credentials, so it takes the
 * preloaded answer instead of asking again.
 */
const LANDING_PAGES: LandingPage[] = [
  {
    path: /^\/$/,
    modules: [PUBLIC_LAYOUT, 'features/home/home-page.tsx'],
    data: () => ['/api/home'],
    route: 'home',
  },
  {
    path: /^\/properties\/?$/,
    modules: [
      PUBLIC_LAYOUT,
      'app/routes/properties-route.tsx',
      // What the search's loader imports to read its address (web router.tsx).
      '../domain/listing-search-address.ts',
      'features/property-search/api/search-listings.ts',
    ],
    // The search the address holds, read and written as the page does (a parameter it refuses is left out there too).
    data: (_, query) => [`/api/properties?${toApiQuery(parseListingSearch(query).search)}`],
    route: 'properties',
  },
  {
    path: /^\/property\/([^/]+)\/?$/,
    modules: [PUBLIC_LAYOUT, 'app/routes/property-detail-route.tsx'],
    route: 'property',
    data: ([, id]) => {
      const listingId = safeDecode(id ?? '');
      return listingId ? [`/api/properties/${encodeURIComponent(listingId)}`] : [];
    },
  },
  // A locality's page, landed on from a search engine: its figures and its city's are all it waits for. Only
  // well-formed slugs, the addresses the page itself asks for (api/get-locality-insights.ts).
  {
    path: /^\/locality\/([a-z0-9-]{1,150})\/([a-z0-9-]{1,150})\/?$/,
    modules: [PUBLIC_LAYOUT, 'app/routes/locality-route.tsx'],
    route: 'locality',
    data: ([, city, locality]) => [`/api/localities/${city}/${locality}`, `/api/localities/${city}`],
  },
];

/**
 * The lazy modules the router loads for a landing page's address; the first-visit JavaScript budget test counts
 * the same ones, so a renamed page module fails that test instead of silently losing its preloads.
 */
export function landingPageModules(path: string): string[] {
  const { locale, pagePath } = splitLocale(path);
  const page = LANDING_PAGES.find((landing) => landing.path.test(pagePath));
  if (!page) throw new Error(`${path} is not a landing page with preloads`);
  return modulesIn(page, locale);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

// A search's "&" written as HTML spells it, so no parameter name is read as a character reference.
const dataPreload = (url: string) =>
  `<link rel="preload" href="${url.replaceAll('&', '&amp;')}" as="fetch" crossorigin />`;

/** The chunks of these manifest keys and everything they import statically, minus what index.html loads. */
function chunkFiles(manifest: Manifest, keys: string[]): string[] {
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => collect(imported, into));
  };
  collect('index.html', entry);
  const page = new Set<string>();
  for (const key of keys) collect(manifestKeyOf(manifest, key), page);
  return [...page].filter((file) => !entry.has(file) && file.endsWith('.js'));
}

/**
 * A function giving the preload tags for a page path and its query string ('' for pages without), from the built
 * app at `webRoot`; a build without a manifest gives none rather than failing. `data: false` leaves out the API
 * answers, for a page that carries them (drawn by the server, first-paint.ts).
 */
export function routePreloads(
  webRoot: string,
): (path: string, query?: string, options?: { data: boolean }) => string {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const modulePreloads = (modules: string[]) =>
    chunkFiles(manifest, modules)
      .map((file) => `<link rel="modulepreload" href="/${file}" />`)
      .join('');
  const codeTags = (page: LandingPage, locale: Locale) => modulePreloads(modulesIn(page, locale));
  // Every other page starts the app too.
  const appStart = modulePreloads([APP_START]);
  const pages = LANDING_PAGES.map((page) => ({
    ...page,
    code: { en: codeTags(page, 'en'), hi: codeTags(page, 'hi') },
  }));
  return (path, query = '', { data } = { data: true }) => {
    const { locale, pagePath } = splitLocale(path);
    for (const page of pages) {
      const match = page.path.exec(pagePath);
      if (match) {
        const answers = data ? ['/api/me', ...page.data(match, new URLSearchParams(query))] : [];
        return answers.map(dataPreload).join('') + page.code[locale];
      }
    }
    return appStart;
  };
}
