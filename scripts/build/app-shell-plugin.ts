/**
 * A Vite plugin that makes the web app installable and readable offline (docs/decisions/029): it writes
 * /manifest.webmanifest, the brand's PNG icons (from src/web/public/favicon.svg, with sharp) and /sw.js, the
 * service worker (src/web/service-worker/sw-template.js) with the version and the precache list put in.
 * The precache is the app shell: the entry's scripts and styles and the pages a visitor opens on visit day;
 * the admin portal and the other pages are kept only once fetched.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const BRAND_COLOUR = '#7c4a2d';
export const BRAND_BACKGROUND = '#fffaf5';

export const WEB_APP_MANIFEST = {
  name: 'HouseHunt',
  short_name: 'HouseHunt',
  description: 'Flats, villas, plots and commercial spaces for sale and rent across India.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND_COLOUR,
  background_color: BRAND_BACKGROUND,
  lang: 'en-IN',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The pages a visitor reads offline, and what they load once painted (a listing page's forms, the toasts'
 * library); their chunks, and what they import, are precached.
 */
const OFFLINE_PAGES = [
  // The app's start-up, which the entry loads once the page has painted.
  /src\/web\/app\/start\.tsx$/,
  /src\/web\/app\/public-layout-route\.tsx$/,
  /src\/web\/features\/shortlist\/shortlist-page\.tsx$/,
  /src\/web\/app\/routes\/account-route\.tsx$/,
  /src\/web\/app\/routes\/visit-day-route\.tsx$/,
  /src\/web\/app\/routes\/property-detail-route\.tsx$/,
  /src\/web\/features\/bookings\/components\/book-visit-panel\.tsx$/,
  /src\/web\/features\/enquiries\/components\/property-enquiry-form\.tsx$/,
  /node_modules\/react-hot-toast\//,
  /src\/web\/features\/site\/not-found-page\.tsx$/,
];

/** Files from src/web/public the shell uses. */
const PUBLIC_SHELL = [
  '/index.html',
  '/favicon.svg',
  '/theme-init.js',
  '/default-avatar.svg',
  '/manifest.webmanifest',
];

/** The chunks reachable by static imports from the entry and from the offline pages, with their CSS. */
export function shellFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    if (chunk.isEntry || OFFLINE_PAGES.some((page) => page.test(facade))) visit(chunk);
  }
  const files = new Set<string>();
  for (const name of seen) {
    files.add(`/${name}`);
    const css = (byName.get(name) as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } })
      .viteMetadata?.importedCss;
    for (const sheet of css ?? []) files.add(`/${sheet}`);
  }
  return [...files].sort();
}

async function icons(): Promise<Record<string, Buffer>> {
  const svg = readFileSync(fileURLToPath(new URL('../../src/web/public/favicon.svg', import.meta.url)));
  const render = (size: number) => sharp(svg, { density: 1200 }).resize(size, size).png().toBuffer();
  // Maskable: the brand colour to every edge, the mark inside the 80% safe circle.
  const mark = await render(360);
  const maskable = await sharp({
    create: { width: 512, height: 512, channels: 4, background: BRAND_COLOUR },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
  return {
    'icons/icon-192.png': await render(192),
    'icons/icon-512.png': await render(512),
    'icons/icon-maskable-512.png': maskable,
  };
}

export function appShell(): Plugin {
  return {
    name: 'househunt-app-shell',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const [fileName, source] of Object.entries(await icons())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(WEB_APP_MANIFEST, null, 2)}\n`,
      });
      const precache = [...PUBLIC_SHELL, ...shellFiles(bundle)];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(
        fileURLToPath(new URL('../../src/web/service-worker/sw-template.js', import.meta.url)),
        'utf8',
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace('__HH_VERSION__', version)
          .replace('__HH_PRECACHE__', JSON.stringify(precache)),
      });
    },
  };
}
