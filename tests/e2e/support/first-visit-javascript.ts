/**
 * The JavaScript a first visit loads, worked out from the built app alone: the script tags of index.html,
 * and the chunks Vite's manifest says the entry and the route's lazy modules import statically.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_ROOT = 'dist/web';

import { manifestKeyOf, type Manifest } from '#server/http/route-preloads';

export type ScriptFile = { path: string; bytes: number; gzipBytes: number };

/** What a script costs over the wire when compressed as well as a server could (gzip level 9). */
export const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(WEB_ROOT, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunks of these manifest entries and everything they import statically, as site paths. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: was it renamed?`);
    const path = `/${chunk.file}`;
    if (files.has(path)) return;
    files.add(path);
    chunk.imports?.forEach(visit);
  };
  keys.forEach((key) => visit(manifestKeyOf(manifest, key)));
  return files;
}

/**
 * The chunks of modules a page loads on purpose only once its content has painted (the search map on wide
 * screens), with all they import statically: not part of the first visit's budget, and allowed to load.
 */
export function afterPaintScripts(modules: string[]): Set<string> {
  return staticClosure(readManifest(), modules);
}

/** Every <script src> of the built index.html: the app entry, and the theme script that runs before it. */
function indexHtmlScripts(): string[] {
  const html = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * The scripts a first visit to a page loads: index.html's own, plus the static import closure of the entry
 * and of `routeModules` (the lazy layout and page modules the router loads for that address, named by their
 * source path under src/web, as the manifest keys them).
 */
export function firstVisitScripts(routeModules: string[]): ScriptFile[] {
  const paths = new Set([
    ...indexHtmlScripts(),
    ...staticClosure(readManifest(), ['index.html', ...routeModules]),
  ]);
  return [...paths].sort().map((path) => {
    const body = readFileSync(join(WEB_ROOT, path));
    return { path, bytes: body.length, gzipBytes: gzipBytes(body) };
  });
}

/** The site paths of the compiled message catalogues (src/web/locales/{en,hi}/*.po), each a chunk of its own. */
export function catalogueScripts(): Set<string> {
  const manifest = readManifest();
  return new Set(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('locales/'))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}
