import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.js';

function webBuild(manifest?: object): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-preloads-'));
  if (manifest) {
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_chunk-loading-1.js'] },
  '_chunk-loading-1.js': { file: 'assets/chunk-loading-1.js' },
  'app/start.tsx': { file: 'assets/start-1.js', imports: ['_vendor-1.js', '_chunk-loading-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
  'app/public-layout-route.tsx': { file: 'assets/layout-1.js', imports: ['_shared-1.js'] },
  'features/home/home-page.tsx': { file: 'assets/home-1.js', imports: ['_shared-1.js'] },
  'app/routes/properties-route.tsx': { file: 'assets/search-1.js' },
  'app/routes/property-detail-route.tsx': { file: 'assets/property-1.js', imports: ['_vendor-1.js'] },
};

describe('route preloads', () => {
  const preloadsFor = routePreloads(webBuild(MANIFEST));
  const hrefs = (path: string) =>
    [...preloadsFor(path).matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
  const data = (path: string) =>
    [...preloadsFor(path).matchAll(/rel="preload" href="([^"]+)" as="fetch" crossorigin/g)].map(
      (match) => match[1],
    );

  // The app's start-up, which the entry loads after the first paint (web main.tsx), and what it imports.
  const START = ['/assets/start-1.js', '/assets/vendor-1.js'];

  it("names the start-up's and landing page's chunks and what they import, not what index.html loads", () => {
    expect(hrefs('/')).toEqual([...START, '/assets/layout-1.js', '/assets/shared-1.js', '/assets/home-1.js']);
    expect(preloadsFor('/')).toContain('<link rel="modulepreload" href="/assets/home-1.js" />');
    expect(hrefs('/properties')).toEqual([
      ...START,
      '/assets/layout-1.js',
      '/assets/shared-1.js',
      '/assets/search-1.js',
    ]);
    expect(hrefs('/property/3f1c')).toEqual([
      ...START,
      '/assets/layout-1.js',
      '/assets/shared-1.js',
      '/assets/property-1.js',
    ]);
  });

  it('names only the code for a page the server drew, which carries its answers', () => {
    const tags = preloadsFor('/property/3f1c', '', { data: false });
    expect(tags).not.toContain('rel="preload"');
    expect(tags).toContain('<link rel="modulepreload" href="/assets/property-1.js" />');
  });

  it("preloads the API answers the page waits for: the session, and the page's own data", () => {
    expect(data('/')).toEqual(['/api/me', '/api/home']);
    // A search: its address read as the page reads it, with the page always and a refused parameter left out.
    expect(data('/properties')).toEqual(['/api/me', '/api/properties?page=1']);
    expect(data('/hi/properties')).toEqual(['/api/me', '/api/properties?page=1']);
    expect(
      preloadsFor('/properties', 'city=Pune&bedrooms=3,2&page=2&pageSize=huge&savedSearch=x&%22%3C=1'),
    ).toContain(
      '<link rel="preload" href="/api/properties?city=Pune&amp;bedrooms=2%2C3&amp;page=2" as="fetch" crossorigin />',
    );
    expect(data('/property/3f1c')).toEqual(['/api/me', '/api/properties/3f1c']);
    // Anything a visitor can type into the address stays one path segment, quoted for the attribute.
    expect(data('/property/a%22b%3Cc')).toEqual(['/api/me', '/api/properties/a%22b%3Cc']);
    expect(data('/property/%E0%A4%A')).toEqual(['/api/me']);
    expect(data('/locality/bengaluru/hsr-layout')).toEqual([
      '/api/me',
      '/api/localities/bengaluru/hsr-layout',
      '/api/localities/bengaluru',
    ]);
  });

  it("preloads only the start-up's code for other pages, and nothing without a manifest", () => {
    for (const path of ['/admin', '/property/a/b', '/locality/bengaluru']) {
      expect(hrefs(path), path).toEqual(START);
      expect(data(path), path).toEqual([]);
    }
    // Only an address that can be a place's: anything else is the site's "not found".
    expect(hrefs('/locality/Bengaluru/HSR%20Layout')).toEqual(START);
    expect(routePreloads(webBuild())('/')).toBe('');
  });
});
