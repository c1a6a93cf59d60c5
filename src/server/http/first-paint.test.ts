import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_DATA_ID } from '#domain/first-paint';
import { propertyInputSchema } from '#domain/property-schema';
import { SESSION_COOKIE } from '#server/auth/sessions';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><title>HouseHunt</title><meta name="description" content="Homes" />' +
  '</head><body><div id="startup-overlay"><p>Loading amazing properties...</p></div>' +
  '<noscript>HouseHunt needs JavaScript</noscript><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

/**
 * A stand-in for the web build's renderer (dist/web-render): it draws the listing's title from the API answer it
 * reads through the server, and says which screen it was asked to draw for; a title "broken" makes it throw.
 */
const RENDERER = `
export function createFirstPaintRenderer({ api, origin }) {
  return async ({ url, wide }) => {
    const id = url.pathname.split('/').pop();
    const answer = await api('/properties/' + id, { method: 'GET', headers: {} });
    if (answer.status !== 200) return null;
    const { property } = await answer.json();
    if (property.title === 'broken') throw new Error('cannot draw');
    return {
      html: '<h1>' + property.title.replaceAll('<', '&lt;') + '</h1><p>' + (wide ? 'wide' : 'narrow') + ' ' + origin + '</p>',
      state: { queries: [{ title: property.title }] },
    };
  };
}
`;

function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'househunt-first-paint-'));
  mkdirSync(join(dist, 'web'));
  mkdirSync(join(dist, 'web-render'));
  writeFileSync(join(dist, 'web', 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'web-render', 'server-render.js'), RENDERER);
  return join(dist, 'web');
}

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140.0 Mobile Safari/537.36';

describe("a listing's page drawn by the server", () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp('PGlite', { webRoot: fakeWebBuild() });
    for (const title of ['Sea-facing flat </script><script>alert(1)</script>', 'broken']) {
      const listing = await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title })));
      ids[title === 'broken' ? 'broken' : 'flat'] = listing.id;
    }
  });
  afterAll(async () => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP, ...headers } });

  it('is drawn into the root for a signed-out visitor, without the start-up overlay, with its answers', async () => {
    const response = await page(`/property/${ids.flat}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><h1>Sea-facing flat &lt;/script>&lt;script>alert(1)&lt;/script></h1><p>wide http://localhost</p></div>',
    );
    expect(html).not.toContain('startup-overlay');
    expect(html).not.toContain('needs JavaScript');
    // The answers as JSON no text can end early: the title's "</script>" is written \u003c/script>.
    const data = new RegExp(
      `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">(.*?)</script>`,
    ).exec(html);
    expect(data?.[1]).toContain('\\u003c/script>');
    expect(JSON.parse(data![1]!)).toEqual({
      queries: [{ title: 'Sea-facing flat </script><script>alert(1)</script>' }],
    });
    expect(html).toContain('<script type="module" src="/assets/index.js"></script></body>');
  });

  it('is drawn in the Hindi page too, and for the phone a phone says it is', async () => {
    const hindi = await page(`/hi/property/${ids.flat}`, { 'user-agent': PHONE });
    expect(hindi.body).toContain('<html lang="hi"');
    expect(hindi.body).toContain('<p>narrow http://localhost</p>');
    const chromiumPhone = await page(`/property/${ids.flat}`, { 'sec-ch-ua-mobile': '?1' });
    expect(chromiumPhone.body).toContain('<p>narrow');
  });

  it('is left to the browser for a visitor with a session, and on other pages', async () => {
    for (const response of [
      await page(`/property/${ids.flat}`, { cookie: `${SESSION_COOKIE}=anything` }),
      await page('/properties'),
      await page('/hi/properties?city=Pune'),
      await page('/'),
      await page('/contact-us'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="startup-overlay">');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(FIRST_PAINT_DATA_ID);
    }
  });

  it('is left to the browser when the listing is missing or the renderer fails', async () => {
    const missing = await page('/property/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const unknown = await page('/property/%F0%9F%8F%A0'.repeat(100));
    expect(unknown.statusCode).toBeLessThan(500);
    const failing = await page(`/property/${ids.broken}`);
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toContain('<div id="startup-overlay">');
    expect(failing.body).toContain('<div id="root"></div>');
  });
});
