import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListingPageSchema, listingAnswerSchema } from '#domain/listing-record';
import { propertyInputSchema } from '#domain/property-schema';
import { properties, users } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { createLiveListing } from '#server/testing/live-listing';
import { errorBody, responseBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { signIn, writeHeaders } from '#server/testing/sign-in';

describe.each(TEST_DATABASE_KINDS)("an agent on the admin's listings on %s", (kind) => {
  let t: TestApp;
  let agent: Record<string, string>;
  let mine: string;
  let theirs: string;
  let nobodys: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: agent, ...(payload && { payload }) });
  const versionOf = async (id: string) =>
    (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!.version;
  const row = async (id: string) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const me = await signIn(t.app, 'agent.one@example.com');
    const other = await signIn(t.app, 'agent.two@example.com');
    for (const browser of [me, other])
      await t.db.update(users).set({ role: 'agent' }).where(eq(users.id, browser.user.id));
    agent = writeHeaders(me);
    mine = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title: 'Assigned to me' })))).id;
    theirs = (
      await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title: 'Assigned to another agent' })))
    ).id;
    nobodys = (
      await createLiveListing(t.db, propertyInputSchema.parse(aFlat({ title: 'Assigned to nobody' })))
    ).id;
    await t.db.update(properties).set({ assignedAgentId: me.user.id }).where(eq(properties.id, mine));
    await t.db.update(properties).set({ assignedAgentId: other.user.id }).where(eq(properties.id, theirs));
  });
  afterAll(async () => t?.close());

  it('lists only the listings assigned to them', async () => {
    const page = responseBody(await call('GET', '/properties'), adminListingPageSchema);
    expect(page.items.map((item) => item.id)).toEqual([mine]);
    expect(page.total).toBe(1);
  });

  it('reads, saves, moves and confirms their assigned listing', async () => {
    const read = responseBody(await call('GET', `/properties/${mine}`), listingAnswerSchema).property;
    expect(read.title).toBe('Assigned to me');

    const saved = await call('PUT', `/properties/${mine}`, {
      version: read.version,
      property: aFlat({ title: 'Edited by my agent' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await row(mine)).title).toBe('Edited by my agent');

    const moved = await call('POST', `/properties/${mine}/state`, {
      to: 'under-offer',
      version: await versionOf(mine),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await row(mine)).listingState).toBe('under-offer');

    const confirmed = await call('POST', `/properties/${mine}/confirm`, { version: await versionOf(mine) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call('GET', `/properties/${mine}/upcoming-visits`)).statusCode).toBe(200);
  });

  it('hears 404 for a listing assigned to another agent or to none, and changes nothing', async () => {
    for (const id of [theirs, nobodys]) {
      const before = await row(id);
      const attempts = [
        await call('GET', `/properties/${id}`),
        await call('GET', `/properties/${id}/upcoming-visits`),
        await call('PUT', `/properties/${id}`, {
          version: before.version,
          property: aFlat({ title: 'Taken' }),
        }),
        await call('POST', `/properties/${id}/state`, { to: 'archived', version: before.version }),
        await call('POST', `/properties/${id}/confirm`, { version: before.version }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(404);
        expect(errorBody(response).error.code).toBe('NOT_FOUND');
      }
      expect(await row(id)).toEqual(before);
    }
  });

  it('hears 403 on what stays the admin’s, even for their own listing', async () => {
    const version = await versionOf(mine);
    const attempts = [
      await call('POST', '/properties', { property: aFlat() }),
      await call('DELETE', `/properties/${mine}`),
      await call('PATCH', `/properties/${mine}/featured`, { isFeatured: true }),
      await call('GET', `/properties/${mine}/duplicates`),
      await call('GET', `/properties/${mine}/verification`),
      await call('POST', '/properties/state', { ids: [mine], to: 'archived' }),
    ];
    for (const response of attempts) expect(response.statusCode, response.body).toBe(403);
    expect((await row(mine)).version).toBe(version);
    expect((await row(mine)).isFeatured).toBe(false);
  });
});
