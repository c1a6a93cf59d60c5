import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingSearchPageSchema } from '#domain/listing-card';
import { propertyInputSchema } from '#domain/property-schema';
import { recordChangedErrorSchema } from '#domain/record-version';
import {
  DEFAULT_SITE_SETTINGS,
  editableSiteSettingsSchema,
  publicSiteSettingsSchema,
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
} from '#domain/site-settings';
import { auditLog, settings } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { createLiveListing } from '#server/testing/live-listing';

type Browser = { cookie: string; csrfToken: string };

const someSettings = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  contactPhone: '+91 22 6123 4567',
  social: { instagram: 'https://instagram.com/househunt.in' },
  ...overrides,
});

describe.each(TEST_DATABASE_KINDS)('admin site settings on %s', (kind) => {
  let t: TestApp;
  let admin: Browser;

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const current = async () =>
    responseBody(await call('GET', '/api/admin/settings/site'), editableSiteSettingsSchema);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const signedIn = await signIn(t.app, 'admin@example.com');
    admin = { cookie: signedIn.jar.header(), csrfToken: signedIn.csrfToken };
  });
  afterAll(async () => t?.close());

  it('starts from the defaults, at version 0 before the first save', async () => {
    expect(await current()).toEqual({ settings: DEFAULT_SITE_SETTINGS, version: 0 });
  });

  it('saves settings that the public site then shows, and audits what changed', async () => {
    const before = await current();
    const next = someSettings();
    const saved = await call('PUT', '/api/admin/settings/site', { ...next, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(responseBody(saved, editableSiteSettingsSchema).settings).toEqual(next);
    expect(responseBody(saved, editableSiteSettingsSchema).version).toBe(1);

    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(responseBody(site, publicSiteSettingsSchema)).toMatchObject({
      contactPhone: '+91 22 6123 4567',
      social: next.social,
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.site-updated'), eq(auditLog.entityId, 'site')));
    expect(entry?.actorEmail).toBe('admin@example.com');
    expect(entry?.details).toEqual({ before: DEFAULT_SITE_SETTINGS, after: next });
  });

  it('refuses a save made from an outdated version, keeping the newer settings', async () => {
    const { version } = await current();
    const first = await call('PUT', '/api/admin/settings/site', {
      ...someSettings({ siteName: 'HouseHunt India' }),
      version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', '/api/admin/settings/site', {
      ...someSettings({ siteName: 'Overwritten' }),
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).error).toMatchObject({
      code: 'RECORD_CHANGED',
      message: expect.stringMatching(/Someone else saved/) as string,
    });
    expect(responseBody(stale, recordChangedErrorSchema(editableSiteSettingsSchema)).error.current).toEqual(
      await current(),
    );
    expect((await current()).settings.siteName).toBe('HouseHunt India');
  });

  it.each([
    ['contactEmail', { contactEmail: 'not an email' }],
    ['contactPhone', { contactPhone: '' }],
    ['listingsPerPage', { listingsPerPage: 49 }],
    ['listingsPerPage', { listingsPerPage: 2.5 }],
    ['social', { social: { facebook: 'facebook dot com' } }],
  ])('refuses an invalid %s with a 400 naming it, and stores nothing', async (field, overrides) => {
    const before = await current();
    const response = await call('PUT', '/api/admin/settings/site', {
      ...someSettings(),
      ...overrides,
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.fields).toHaveProperty(field);
    expect(await current()).toEqual(before);
  });

  it.each([
    ['12345', SITE_SETTINGS_MESSAGES.contactPhoneInvalid],
    ['', SITE_SETTINGS_MESSAGES.contactPhoneRequired],
  ])('answers a contact phone of %j with what is wrong with it', async (contactPhone, message) => {
    const before = await current();
    const response = await call('PUT', '/api/admin/settings/site', {
      ...someSettings({ contactPhone }),
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.fields).toEqual({ contactPhone: message });
    expect(await current()).toEqual(before);
  });

  it('pages the public search by the listings-per-page setting unless the search names a size', async () => {
    for (let n = 0; n < 8; n++) {
      await createLiveListing(
        t.db,
        propertyInputSchema.parse(aFlat({ title: `Flat ${n}` })),
        [],
        SYSTEM_ACTOR,
      );
    }
    const { version } = await current();
    const saved = await call('PUT', '/api/admin/settings/site', {
      ...someSettings({ listingsPerPage: 6 }),
      version,
    });
    expect(saved.statusCode).toBe(200);
    const byDefault = responseBody(
      await t.app.inject({ method: 'GET', url: '/api/properties' }),
      listingSearchPageSchema,
    );
    expect(byDefault.pageSize).toBe(6);
    expect(byDefault.items).toHaveLength(6);
    const named = responseBody(
      await t.app.inject({ method: 'GET', url: '/api/properties?pageSize=3' }),
      listingSearchPageSchema,
    );
    expect(named.items).toHaveLength(3);
  });

  it('falls back to the defaults when the stored value no longer passes the rules', async () => {
    await t.db
      .update(settings)
      .set({ value: { listingsPerPage: 500 } })
      .where(eq(settings.key, 'site'));
    expect((await current()).settings).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('keeps the other stored settings when only one no longer passes the rules', async () => {
    await t.db
      .update(settings)
      .set({ value: someSettings({ siteName: 'HouseHunt Chennai', contactPhone: '12345' }) })
      .where(eq(settings.key, 'site'));
    expect((await current()).settings).toEqual(
      someSettings({ siteName: 'HouseHunt Chennai', contactPhone: DEFAULT_SITE_SETTINGS.contactPhone }),
    );
  });
});
