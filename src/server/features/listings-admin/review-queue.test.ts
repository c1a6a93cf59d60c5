import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminListingAnswerSchema,
  adminListingPageSchema,
  publicListingAnswerSchema,
} from '#domain/listing-record';
import { myListingAnswerSchema } from '#domain/my-listings';
import { properties } from '#server/db/schema';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';

const AGENT_NUMBER = 'PRM/KA/RERA/1251/310/AG/220726/003048';

describe.each(TEST_DATABASE_KINDS)("the team's review queue on %s", (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let made = 0;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    admin = writeHeaders(await signIn(t.app, 'admin@example.com'));
    owner = writeHeaders(await signIn(t.app, 'queue.owner@example.com'));
    agent = writeHeaders(await signIn(t.app, 'queue.agent@example.com'));
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const versionOf = async (id: string) =>
    (await t.db.select({ version: properties.version }).from(properties).where(eq(properties.id, id)))[0]!
      .version;

  /** A lister's listing, sent for review, with the quality score the scoring job would have stored. */
  const submitted = async (headers: Record<string, string>, qualityScore: number | null) => {
    made += 1;
    const lister = headers === agent ? { kind: 'agent', reraNumber: AGENT_NUMBER } : { kind: 'owner' };
    const posted = await call('POST', '/api/me/listings', headers, {
      property: aFlat({ title: `Queued flat ${made}`, address: `${made}, Queue Road` }),
      lister,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = responseBody(posted, myListingAnswerSchema).listing;
    const sent = await call('POST', `/api/me/listings/${id}/state`, headers, {
      to: 'pending-review',
      version: await versionOf(id),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.db.update(properties).set({ qualityScore }).where(eq(properties.id, id));
    return id;
  };
  const queue = async (query = 'state=pending-review&sort=quality') => {
    const response = await call('GET', `/api/admin/properties?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return responseBody(response, adminListingPageSchema);
  };

  it('puts the best listing first, unscored ones last, and the longest waiting first among equals', async () => {
    const unscored = await submitted(owner, null);
    const olderFair = await submitted(owner, 60);
    const best = await submitted(agent, 90);
    const newerFair = await submitted(agent, 60);
    await t.db
      .update(properties)
      .set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(properties.id, olderFair));
    const page = await queue();
    expect(page.items.map((row) => row.id)).toEqual([best, olderFair, newerFair, unscored]);
    // `order` does not turn the queue upside down.
    expect((await queue('state=pending-review&sort=quality&order=asc')).items[0]!.id).toBe(best);
  });

  it("shows each row's quality score and who posted it", async () => {
    const id = await submitted(agent, 72);
    const row = (await queue()).items.find((item) => item.id === id);
    expect(row).toMatchObject({ qualityScore: 72, listerKind: 'agent', listingState: 'pending-review' });
    const created = await call('POST', '/api/admin/properties', admin, { property: aFlat() });
    const team = (await queue('sort=quality&pageSize=100')).items.find(
      (item) => item.id === responseBody(created, adminListingAnswerSchema).property.id,
    );
    // The team's own listing is scored by the write that created it.
    expect(team).toMatchObject({ listerKind: 'team' });
    expect(team?.qualityScore).toBeGreaterThanOrEqual(0);
  });

  it("tells the team the agent's number and the last review note, and never tells the public", async () => {
    const id = await submitted(agent, 80);
    const reason = 'Please add photos of the kitchen';
    const back = await call('POST', `/api/admin/properties/${id}/state`, admin, {
      to: 'draft',
      version: await versionOf(id),
      reason,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(responseBody(back, adminListingAnswerSchema).property).toMatchObject({
      listerKind: 'agent',
      listerReraNumber: AGENT_NUMBER,
      reviewNote: reason,
    });
    const read = await call('GET', `/api/admin/properties/${id}`, admin);
    expect(responseBody(read, adminListingAnswerSchema).property.reviewNote).toBe(reason);

    await call('POST', `/api/me/listings/${id}/state`, agent, {
      to: 'pending-review',
      version: await versionOf(id),
    });
    const approved = await call('POST', `/api/admin/properties/${id}/state`, admin, {
      to: 'live',
      version: await versionOf(id),
      confirmDuplicate: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(page.statusCode, page.body).toBe(200);
    const property = (JSON.parse(page.body) as { property: Record<string, unknown> }).property;
    expect(property.listerKind).toBe('agent');
    for (const secret of ['listedBy', 'reviewNote', 'listerReraNumber', 'assignedAgentId', 'version']) {
      expect(property, secret).not.toHaveProperty(secret);
    }
    expect(page.body).not.toContain(AGENT_NUMBER);
    expect(responseBody(page, publicListingAnswerSchema).property.id).toBe(id);
  });
});
