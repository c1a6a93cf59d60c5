import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SITE_SETTINGS,
  editableSiteSettingsSchema,
  publicSiteSettingsSchema,
} from '#domain/site-settings';
import { settings } from '#server/db/schema';
import { responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { SITE_SETTINGS_KEY } from './stored-site-settings.js';
import { SAFETY_REREAD_MS, SiteSettingsCache } from './site-settings-cache.js';

/** Asks until `read` gives `expected` or the deadline passes: a notification arrives soon, not at a set time. */
async function eventually<T>(read: () => Promise<T>, expected: T, deadlineMs = 5000): Promise<void> {
  const giveUpAt = Date.now() + deadlineMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  expect(last).toEqual(expected);
}

const siteName = async (t: TestApp) =>
  responseBody(await t.app.inject({ method: 'GET', url: '/api/site' }), publicSiteSettingsSchema).siteName;

/** Saves through the admin form's route, as an admin of `t` would. */
async function saveSiteName(t: TestApp, name: string): Promise<void> {
  const headers = writeHeaders(await signIn(t.app, 'admin@example.com'));
  const current = responseBody(
    await t.app.inject({ method: 'GET', url: '/api/admin/settings/site', headers }),
    editableSiteSettingsSchema,
  );
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/site',
    headers,
    payload: { ...DEFAULT_SITE_SETTINGS, siteName: name, version: current.version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe.each(TEST_DATABASE_KINDS)('the site settings kept in memory on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  it('reads the database once for any number of requests, and again only after a change', async () => {
    const cache = new SiteSettingsCache(t.db);
    const select = vi.spyOn(t.db, 'select');
    await Promise.all(Array.from({ length: 20 }, () => cache.read()));
    await cache.read();
    expect(select).toHaveBeenCalledTimes(1);
    cache.forget();
    await cache.read();
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('reads again after the safety interval, should a notification be lost', async () => {
    const cache = new SiteSettingsCache(t.db);
    const select = vi.spyOn(t.db, 'select');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    await cache.read();
    vi.spyOn(Date, 'now').mockReturnValue(now + SAFETY_REREAD_MS - 1);
    await cache.read();
    expect(select).toHaveBeenCalledTimes(1);
    vi.spyOn(Date, 'now').mockReturnValue(now + SAFETY_REREAD_MS);
    await cache.read();
    expect(select).toHaveBeenCalledTimes(2);
  });

  it('serves a save at once in the process that made it', async () => {
    expect(await siteName(t)).toBe(DEFAULT_SITE_SETTINGS.siteName);
    await saveSiteName(t, 'HouseHunt Kochi');
    expect(await siteName(t)).toBe('HouseHunt Kochi');
  });

  it('hears of a change written to the database by anything else, such as an operator by hand', async () => {
    await siteName(t);
    await t.db
      .update(settings)
      .set({ value: sql`${settings.value} || '{"siteName":"HouseHunt Pune"}'::jsonb` })
      .where(eq(settings.key, SITE_SETTINGS_KEY));
    await eventually(() => siteName(t), 'HouseHunt Pune');
  });
});

describe.runIf(TEST_DATABASE_KINDS.includes('PostgreSQL'))(
  'the site settings in two server processes on one PostgreSQL database',
  () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await buildTestApp('PostgreSQL');
      second = await buildTestApp('PostgreSQL', { sameDatabaseAs: first });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('serves what one process saved from the other soon after, though both had it in memory', async () => {
      expect([await siteName(first), await siteName(second)]).toEqual([
        DEFAULT_SITE_SETTINGS.siteName,
        DEFAULT_SITE_SETTINGS.siteName,
      ]);
      await saveSiteName(first, 'HouseHunt Chennai');
      await eventually(() => siteName(second), 'HouseHunt Chennai');
      await saveSiteName(second, 'HouseHunt Madurai');
      await eventually(() => siteName(first), 'HouseHunt Madurai');
    });

    it('listens again after its listening connection is cut, and hears the saves after that', async () => {
      const listeners = async () =>
        (
          (await first.db.execute(sql`
            select pid from pg_stat_activity
            where datname = current_database() and query like 'listen %'`)) as {
            rows: Array<{ pid: number }>;
          }
        ).rows.map((row) => row.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      // As a failover or an idle-connection reaper would.
      await first.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'listen %'`);
      await eventually(
        async () => (await listeners()).filter((pid) => !before.includes(pid)).length,
        2,
        10_000,
      );
      await siteName(second);
      await saveSiteName(first, 'HouseHunt Coimbatore');
      await eventually(() => siteName(second), 'HouseHunt Coimbatore');
    });
  },
);
