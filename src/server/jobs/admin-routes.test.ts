import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { BackgroundJobs } from '#domain/background-jobs';
import { backgroundJobsSchema, queuedJobSchema } from '#domain/background-jobs';
import { auditLog, authRequests, sessions, users } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { defineJob } from './job.js';

const attempts: number[] = [];
const failingJob = defineJob({
  name: 'test.always-fails',
  label: 'A job that always fails',
  payload: z.object({ listingId: z.string() }),
  retry: { limit: 2, delaySeconds: 1 },
  async run() {
    attempts.push(Date.now());
    throw new Error('The photo store answered 503 Service Unavailable');
  },
});

describe.each(TEST_DATABASE_KINDS)('background jobs on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string; 'x-csrf-token': string };
  beforeAll(async () => {
    t = await buildTestApp(kind, { runJobs: true, extraJobs: [failingJob] });
    const session = await signIn(t.app, 'admin@example.com');
    admin = writeHeaders(session);
  });
  afterAll(async () => t?.close());

  const overview = async (): Promise<BackgroundJobs> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: admin });
    expect(response.statusCode).toBe(200);
    return responseBody(response, backgroundJobsSchema);
  };
  const post = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...admin, origin: TEST_PUBLIC_URL } });

  it('lists every kind of job with its counts, the housekeeping ones marked as scheduled', async () => {
    const { queues } = await overview();
    expect(queues.map((queue) => [queue.name, queue.scheduled])).toEqual([
      ['photos.sweep-uploads', true],
      ['photos.sweep-orphan-files', true],
      ['photos.hash-backfill', true],
      ['auth.sweep-expired', true],
      ['mail.send', false],
      ['mail.daily-digest', true],
      ['saved-searches.alert', false],
      ['saved-searches.digest', true],
      ['listings.freshness-sweep', true],
      ['bookings.cancel-for-listing', false],
      ['listings.quality-score', true],
      ['listing-import.write-listings', false],
      ['test.always-fails', false],
    ]);
  });

  it('retries a failing job with growing pauses, then shows it failed with its error until an admin retries it', async () => {
    attempts.length = 0;
    const id = await t.jobs.send(failingJob, { listingId: 'abc' });
    const failed = await vi.waitFor(
      async () => {
        const { failed } = await overview();
        const job = failed.find((entry) => entry.id === id);
        if (!job) throw new Error('not failed yet');
        return job;
      },
      { timeout: 45_000, interval: 500 },
    );
    expect(failed).toMatchObject({
      name: 'test.always-fails',
      label: 'A job that always fails',
      error: 'The photo store answered 503 Service Unavailable',
      attempts: 3,
    });
    expect(attempts).toHaveLength(3);
    // Back-off: the pause before the third attempt is longer than the one before the second.
    expect(attempts[2]! - attempts[1]!).toBeGreaterThan(attempts[1]! - attempts[0]!);
    expect((await overview()).queues.find((queue) => queue.name === 'test.always-fails')).toMatchObject({
      failed: 1,
    });
    // Operators see the same in Prometheus: the failed job and the other kinds' figures, per state.
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(scrape.body).toMatch(/^househunt_jobs\{job="test\.always-fails",state="failed"\} 1$/m);
    expect(scrape.body).toMatch(/^househunt_jobs\{job="photos\.sweep-uploads",state="queued"\} \d+$/m);

    const retried = await post(`/api/admin/jobs/test.always-fails/${id}/retry`);
    expect(retried.statusCode).toBe(202);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      action: 'job.retried',
      entityType: 'job',
      details: { name: 'test.always-fails' },
    });
    // Retried once already and not failed again yet: a second retry is refused.
    expect((await post(`/api/admin/jobs/test.always-fails/${id}/retry`)).statusCode).toBe(409);
    await vi.waitFor(() => expect(attempts).toHaveLength(4), { timeout: 20_000, interval: 200 });
  });

  it('refuses to queue a job whose payload is not valid, and knows no made-up job', async () => {
    await expect(t.jobs.send(failingJob, { listingId: 42 } as never)).rejects.toThrow();
    const unknown = await post(`/api/admin/jobs/made.up/${crypto.randomUUID()}/retry`);
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).error.message).toBe('There is no job called "made.up"');
    expect((await post('/api/admin/jobs/test.always-fails/run')).statusCode).toBe(400);
  });

  it('runs a scheduled job now at an admin’s request: expired sessions and sign-ins are swept off the request path', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const expired = new Date(Date.now() - 60_000);
    await t.db
      .insert(sessions)
      .values({ idHash: 'expired-session', userId: user!.id, csrfToken: 'x', expiresAt: expired });
    const pending = {
      provider: 'dev',
      codeVerifier: 'v',
      nonce: 'n',
      returnTo: '/',
      mode: 'redirect' as const,
    };
    await t.db.insert(authRequests).values({ ...pending, state: 'expired-state', expiresAt: expired });
    // Starting a sign-in no longer sweeps: that work left the request path.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/login/dev' })).statusCode).toBe(302);
    expect(
      await t.db.select().from(authRequests).where(eq(authRequests.state, 'expired-state')),
    ).toHaveLength(1);

    const started = await post('/api/admin/jobs/auth.sweep-expired/run');
    expect(started.statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        const queue = (await overview()).queues.find((entry) => entry.name === 'auth.sweep-expired');
        expect(queue?.lastCompletedAt).not.toBeNull();
      },
      { timeout: 20_000, interval: 500 },
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, responseBody(started, queuedJobSchema).id));
    expect(entry?.action).toBe('job.run-requested');
    expect(await t.db.select().from(authRequests).where(eq(authRequests.state, 'expired-state'))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.idHash, 'expired-session'))).toEqual([]);
    expect(await t.db.select().from(sessions)).not.toEqual([]);
  });
});
