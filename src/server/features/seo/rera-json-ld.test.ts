import { mkdtempSync, writeFileSync } from 'node:fs';
import { createLiveListing } from '#server/testing/live-listing';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyInputSchema, type PropertyInput } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { aFlat } from '#server/testing/listing-factory';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

const PUBLIC_HOST = 'househunt.example.in';

/** The built index.html's head as Vite leaves it: a title and a description the server replaces. */
function webBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-rera-seo-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>HouseHunt</title><meta name="description" content="default" /></head>' +
      '<body><div id="root"></div></body></html>',
  );
  return root;
}

type JsonLd = { about: { identifier?: unknown } };

describe('the RERA number in a listing page head', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('PGlite', { webRoot: webBuild(), env: { PUBLIC_URL: `https://${PUBLIC_HOST}` } });
  });
  afterAll(async () => t?.close());

  const jsonLdOf = async (overrides: Partial<PropertyInput>) => {
    const { id } = await createLiveListing(
      t.db,
      propertyInputSchema.parse(aFlat(overrides)),
      [],
      SYSTEM_ACTOR,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/property/${id}`,
      headers: { host: PUBLIC_HOST },
    });
    expect(response.statusCode).toBe(200);
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(response.body)![1]!;
    return JSON.parse(script) as JsonLd;
  };

  it('names the project’s registration as an identifier of the property', async () => {
    const jsonLd = await jsonLdOf({
      state: 'Maharashtra',
      isReraRegistered: true,
      reraNumber: 'p518 0001 2345',
    });
    expect(jsonLd.about.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'RERA',
      name: 'RERA registration number',
      value: 'P51800012345',
    });
  });

  it('says nothing of RERA for a listing without a number', async () => {
    expect((await jsonLdOf({})).about).not.toHaveProperty('identifier');
  });
});
