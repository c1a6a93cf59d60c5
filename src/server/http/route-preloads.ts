/**
 * `<link rel="modulepreload">` tags for the code of the page a first visit lands on. Without them the browser
 * learns of the page's chunks only once the app's entry has downloaded and run (the router imports them
 * lazily): one more round trip before the page, and its largest paint, can appear. Worked out from the build's
 * manifest, the same way the first-visit JavaScript budget test counts them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const PUBLIC_LAYOUT = 'app/public-layout-route.tsx';

/**
 * The pages worth it (the ones a visitor most often lands on), by address, with the source modules the web
 * router loads lazily for them (src/web/router.tsx): the public layout and the page.
 */
const LANDING_PAGES: Array<[RegExp, string[]]> = [
  [/^\/$/, [PUBLIC_LAYOUT, 'features/home/home-page.tsx']],
  [/^\/properties\/?$/, [PUBLIC_LAYOUT, 'features/property-search/properties-page.tsx']],
  [/^\/property\/[^/]+\/?$/, [PUBLIC_LAYOUT, 'app/routes/property-detail-route.tsx']],
];

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
 * a build without a manifest (or a missing module in it) gives none rather than failing.
 */
export function routePreloads(webRoot: string): (path: string) => string {
  const manifestPath = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const tags = LANDING_PAGES.map(([pattern, modules]): [RegExp, string] => [
    pattern,
    chunkFiles(manifest, modules)
      .map((file) => `<link rel="modulepreload" href="/${file}" />`)
      .join(''),
  ]);
  return (path) => tags.find(([pattern]) => pattern.test(path))?.[1] ?? '';
}
