/**
 * Outgoing mail: 1,000 mails queued at once, then the time one process's job queue takes to send them all to a
 * local SMTP server (smtp-server, as the tests use), on PGlite and, when TEST_DATABASE_URL names a server, on
 * PostgreSQL. Goal: at least 50 mails a second, the 1,000 gone in under 60 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '#server/config';
import { mails } from '#server/db/schema';
import { JobQueue } from '#server/jobs/job-queue';
import { BACKGROUND_JOBS } from '#server/jobs/registry';
import { html } from '#server/mail/mail-html';
import { defineMailTemplate } from '#server/mail/mail-layout';
import { closeSmtpTransports } from '#server/mail/mail-transport';
import { mailSite, queueMail } from '#server/mail/outbox';
import { LocalDiskStorage } from '#server/storage/local-disk-storage';
import { openTestDatabase, type TestDatabaseKind } from '#server/testing/test-database';
import { recordFigure } from './goals.js';

const MAILS = 1_000;
const GOAL_PER_SECOND = 50;
const GOAL_SECONDS = 60;

const benchNote = defineMailTemplate<{ n: number }>({
  name: 'bench-note',
  render: ({ n }) => ({
    subject: `Visit requested: bench home ${n}`,
    html: html`<p>Your visit to bench home ${n} is requested.</p>`,
    text: `Your visit to bench home ${n} is requested.`,
  }),
});

async function startSmtpServer() {
  const state = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        state.received++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function benchMailOn(kind: TestDatabaseKind): Promise<void> {
  const smtp = await startSmtpServer();
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(join(tmpdir(), 'househunt-bench-mail-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SMTP_URL: smtp.url,
  });
  const log = Fastify({ logger: false }).log;
  const queue = () =>
    new JobQueue({
      handle: database,
      jobs: BACKGROUND_JOBS,
      context: { db: database.db, storage: new LocalDiskStorage(join(dataDir, 'media')), config },
      schedule: config.housekeepingSchedule,
    });
  // One process queues (as requests do), then another process, started with the mail waiting, sends it.
  const sender = queue();
  const worker = queue();
  try {
    await sender.start({ work: false, log });
    const site = await mailSite(database.db, { publicUrl: config.publicUrl });
    for (let from = 0; from < MAILS; from += 100) {
      await database.db.transaction(async (tx) => {
        for (let n = from; n < from + 100; n++) {
          await queueMail(tx, site, {
            to: `visitor${n}@bench.example`,
            template: benchNote,
            data: { n },
            dedupeKey: `bench:${n}`,
          });
        }
      });
    }
    await sender.stop(1000);

    const started = performance.now();
    await worker.start({ work: true, log });
    const sent = async () =>
      (await database.db.select({ n: count() }).from(mails).where(eq(mails.status, 'sent')))[0]!.n;
    while ((await sent()) < MAILS && performance.now() - started < 3 * GOAL_SECONDS * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const done = await sent();
    const perSecond = done / seconds;
    recordFigure({
      bench: `mail ${kind}`,
      name: 'mails sent a second, one process',
      value: done === MAILS ? perSecond : 0,
      unit: '/s',
      goal: GOAL_PER_SECOND,
      better: 'higher',
    });
    console.log(
      `\nOutgoing mail on ${kind}: ${done.toLocaleString('en-IN')} of ${MAILS.toLocaleString('en-IN')} queued mails sent (${smtp.state.received} received by the SMTP server) in ${seconds.toFixed(1)} s (goal under ${GOAL_SECONDS} s)`,
    );
    console.log(
      `  ${perSecond.toFixed(0)} mails/s per process (goal at least ${GOAL_PER_SECOND} mails/s): ${
        perSecond >= GOAL_PER_SECOND && done === MAILS && seconds < GOAL_SECONDS ? 'met' : 'NOT MET'
      }`,
    );
  } finally {
    await worker.stop(5000);
    closeSmtpTransports();
    await smtp.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMail(): Promise<void> {
  await benchMailOn('PGlite');
  if (process.env.TEST_DATABASE_URL) await benchMailOn('PostgreSQL');
  else
    console.log(
      '\nOutgoing mail on PostgreSQL: skipped (set TEST_DATABASE_URL to a server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
}
