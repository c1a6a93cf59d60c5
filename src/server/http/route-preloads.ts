/**
 * `<link rel="modulepreload">` tags for the code of the page a first visit lands on, and `<link rel="preload">`
 * for the API answers it waits for. Without them the browser
 * learns of the page's chunks only once the app's entry has downloaded and run (the router imports them
 * lazily): one more round trip before the page, and its largest paint, can appear. Worked out from the build's
 * manifest, the same way the first-visit JavaScript budget test counts them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const PUBLIC_LAYOUT = 'app/public-layout-route.tsx';

type LandingPage = {
  path: RegExp;
  /** The source modules the web router loads lazily for the page (src/web/router.tsx). */
  modules: string[];
  /** The API answers the page waits for before its largest paint, from the address's own parts. */
  data: (match: RegExpExecArray) => string[];
};

/**
 * The pages worth it (the ones a visitor most often lands on). Every page waits for /api/me first (the root
 * loader); the browser's app asks for these with the same address, mode and credentials, so it takes the
 * preloaded answer instead of asking again.
 */
const LANDING_PAGES: LandingPage[] = [
  { path: /^\/$/, modules: [PUBLIC_LAYOUT, 'features/home/home-page.tsx'], data: () => ['/api/home'] },
  {
    path: /^\/properties\/?$/,
    modules: [PUBLIC_LAYOUT, 'app/routes/properties-route.tsx'],
    data: () => [],
  },
  {
    path: /^\/property\/([^/]+)\/?$/,
    modules: [PUBLIC_LAYOUT, 'app/routes/property-detail-route.tsx'],
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
    data: ([, city, locality]) => [`/api/localities/${city}/${locality}`, `/api/localities/${city}`],
  },
];

/**
 * The lazy modules the router loads for a landing page's address; the first-visit JavaScript budget test counts
 * the same ones, so a renamed page module fails that test instead of silently losing its preloads.
 */
export function landingPageModules(path: string): string[] {
  const page = LANDING_PAGES.find((landing) => landing.path.test(path));
  if (!page) throw new Error(`${path} is not a landing page with preloads`);
  return page.modules;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const dataPreload = (url: string) => `<link rel="preload" href="${url}" as="fetch" crossorigin />`;

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
  for (const key of keys) collect(key, page);
  return [...page].filter((file) => !entry.has(file) && file.endsWith('.js'));
}

/**
 * A function giving the preload tags for a page path ('' for pages without), from the built app at `webRoot`;
 * a build without a manifest gives none rather than failing.
 */
export function routePreloads(webRoot: string): (path: string) => string {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const pages = LANDING_PAGES.map((page) => ({
    ...page,
    code: chunkFiles(manifest, page.modules)
      .map((file) => `<link rel="modulepreload" href="/${file}" />`)
      .join(''),
  }));
  return (path) => {
    for (const page of pages) {
      const match = page.path.exec(path);
      if (match) return ['/api/me', ...page.data(match)].map(dataPreload).join('') + page.code;
    }
    return '';
  };
}
