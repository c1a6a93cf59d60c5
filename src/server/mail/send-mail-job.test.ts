import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { loadConfig } from '#server/config';
import { bookings, mails } from '#server/db/schema';
import { queueVisitMail } from '#server/features/bookings/mails/visit-mails';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aBookingRequest, TEST_FORM_ENV } from '#server/testing/visitor-forms';
import type { JobContext } from '#server/jobs/job';
import { defineMailTemplate } from './mail-layout.js';
import { html } from './mail-html.js';
import { closeSmtpTransports } from './mail-transport.js';
import { queueMail } from './outbox.js';
import { MAIL_SEND_ATTEMPTS, sendMailJob } from './send-mail-job.js';

/**
 * An SMTP server for the test: it keeps what it receives, and refuses mail while `refusing` is set or once it
 * has taken `acceptOnly` mails.
 */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refusing: false, acceptOnly: Infinity, taken: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (state.refusing || state.taken >= state.acceptOnly) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      state.taken++;
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const aNote = defineMailTemplate<{ name: string }>({
  name: 'test-note',
  render: ({ name }) => ({
    subject: `A note for ${name}`,
    html: html`<p>Hello ${name}</p>`,
    text: `Hello ${name}`,
  }),
});

describe.each(TEST_DATABASE_KINDS)('sending mail on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let context: JobContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(kind, {
      env: { ...TEST_FORM_ENV, SMTP_URL: smtp.url, MAIL_FROM: 'HouseHunt <visits@househunt.in>' },
    });
    context = {
      db: t.db,
      storage: t.storage,
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: TEST_PUBLIC_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'HouseHunt <visits@househunt.in>',
      }),
      log: t.app.log,
    };
  });
  afterAll(async () => {
    closeSmtpTransports();
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.db.delete(mails);
    smtp.received.length = 0;
    smtp.state.refusing = false;
  });
  afterEach(() => closeSmtpTransports());

  const queueANote = (dedupeKey: string) =>
    t.db.transaction((tx) =>
      queueMail(
        tx,
        { publicUrl: TEST_PUBLIC_URL },
        { to: 'meera@example.in', template: aNote, data: { name: 'Meera' }, dedupeKey },
      ),
    );
  const stored = async (id: string) => (await t.db.select().from(mails).where(eq(mails.id, id)))[0]!;

  it('delivers the booking confirmation through nodemailer to a real SMTP server, the invite with it', async () => {
    const listing = await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(listing.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = responseBody(response, bookingConfirmationAnswerSchema).booking;
    const [mail] = await t.db.select().from(mails).where(eq(mails.template, 'visit-requested'));
    await sendMailJob.run({ mailId: mail!.id }, context);

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered!.subject).toBe(`Visit requested: ${listing.title}`);
    expect(delivered!.from?.text).toBe('"HouseHunt" <visits@househunt.in>');
    expect(delivered!.to && 'text' in delivered!.to ? delivered!.to.text : '').toBe('priya@example.in');
    expect(delivered!.messageId).toBe(`<${mail!.id}@localhost>`);
    expect(delivered!.text).toContain(reference);
    expect(delivered!.html).toContain(reference);
    expect(await stored(mail!.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentAt: expect.any(Date) as Date,
    });
    // Confirmed, the visit's calendar invite travels as a text/calendar attachment.
    const [booking] = await t.db
      .update(bookings)
      .set({ status: 'confirmed', version: 2 })
      .where(eq(bookings.reference, reference))
      .returning();
    await t.db.transaction((tx) =>
      queueVisitMail(tx, { publicUrl: TEST_PUBLIC_URL, visitLinkSecret: 'test' }, booking!, 'confirmed'),
    );
    const [confirmed] = await t.db.select().from(mails).where(eq(mails.template, 'visit-confirmed'));
    await sendMailJob.run({ mailId: confirmed!.id }, context);
    // Both the calendar part mail clients offer to add, and the .ics file to open by hand.
    const parts = smtp.received[1]!.attachments;
    const calendar = parts.find((part) => part.contentType === 'text/calendar')!;
    const file = parts.find((part) => part.filename === 'visit.ics')!;
    expect(calendar.headers.get('content-type')).toMatchObject({ params: { method: 'REQUEST' } });
    for (const part of [calendar, file]) {
      expect(part.content.toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*METHOD:REQUEST/);
    }
  });

  it('sends a mail once however often its job runs again', async () => {
    const id = (await queueANote('test:once'))!;
    await sendMailJob.run({ mailId: id }, context);
    await sendMailJob.run({ mailId: id }, context);
    expect(smtp.received.map((m) => m.subject)).toEqual(['A note for Meera']);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('queues one mail for one event, however often it is queued', async () => {
    expect(await queueANote('test:event')).not.toBeNull();
    expect(await queueANote('test:event')).toBeNull();
    expect(await t.db.select().from(mails)).toHaveLength(1);
  });

  it('keeps a refused mail queued with the error for the retry, and marks it failed after the last attempt', async () => {
    const id = (await queueANote('test:refused'))!;
    smtp.state.refusing = true;
    await expect(sendMailJob.run({ mailId: id }, context)).rejects.toThrow(/Mailbox busy/);
    expect(await stored(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/Mailbox busy/) as string,
    });
    smtp.state.refusing = false;
    await sendMailJob.run({ mailId: id }, context);
    expect(smtp.received).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    const doomed = (await queueANote('test:doomed'))!;
    smtp.state.refusing = true;
    for (let attempt = 1; attempt <= MAIL_SEND_ATTEMPTS; attempt++) {
      await expect(sendMailJob.run({ mailId: doomed }, context)).rejects.toThrow();
    }
    expect(await stored(doomed)).toMatchObject({ status: 'failed', attempts: MAIL_SEND_ATTEMPTS });
  });

  it('queues nothing, neither the mail nor its job, when the write it belongs to fails', async () => {
    const jobsBefore = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send'`,
    );
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(
          tx,
          { publicUrl: TEST_PUBLIC_URL },
          { to: 'meera@example.in', template: aNote, data: { name: 'Meera' }, dedupeKey: 'test:rolled-back' },
        );
        throw new Error('the booking could not be saved');
      }),
    ).rejects.toThrow('the booking could not be saved');
    expect(await t.db.select().from(mails)).toEqual([]);
    const jobsAfter = await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'mail.send'`,
    );
    expect((jobsAfter as { rows: unknown[] }).rows).toEqual((jobsBefore as { rows: unknown[] }).rows);
  });
});

describe.each(TEST_DATABASE_KINDS)('the mail queue draining in batches on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(kind, { runJobs: true, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    closeSmtpTransports();
    await smtp?.close();
  });

  const jobStates = async () =>
    (
      (await t.db.execute(
        sql`select state, retry_count from pgboss.job where name = 'mail.send' order by state::text, retry_count`,
      )) as { rows: Array<{ state: string; retry_count: number }> }
    ).rows;

  it('sends each mail of a batch that failed half-way once, the retried half included', async () => {
    const subjects = Array.from({ length: 20 }, (_, i) => `A note for Visitor ${i + 1}`);
    // The server takes the first ten of the batch, then refuses the rest.
    smtp.state.acceptOnly = 10;
    await t.db.transaction(async (tx) => {
      for (let i = 1; i <= 20; i++) {
        await queueMail(
          tx,
          { publicUrl: TEST_PUBLIC_URL },
          {
            to: `visitor${i}@example.in`,
            template: aNote,
            data: { name: `Visitor ${i}` },
            dedupeKey: `half:${i}`,
          },
        );
      }
    });
    await vi.waitFor(
      async () => {
        const refused = await t.db.select().from(mails).where(eq(mails.status, 'queued'));
        expect(refused.filter((mail) => mail.lastError)).toHaveLength(10);
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(smtp.received).toHaveLength(10);
    // The sent half is done; only the refused half waits for its retry (once pg-boss has heard back).
    await vi.waitFor(
      async () =>
        expect((await jobStates()).map((job) => job.state)).toEqual([
          ...Array<string>(10).fill('completed'),
          ...Array<string>(10).fill('retry'),
        ]),
      { timeout: 20_000, interval: 200 },
    );

    smtp.state.acceptOnly = Infinity;
    // The retry's pause (30 s, growing) is over now.
    await t.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'mail.send' and state = 'retry'`,
    );
    await vi.waitFor(
      async () => expect(await t.db.select().from(mails).where(eq(mails.status, 'sent'))).toHaveLength(20),
      { timeout: 20_000, interval: 200 },
    );
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    // pg-boss marks a batch's jobs completed after its handler returns: on a busy machine a moment later.
    await vi.waitFor(
      async () =>
        expect(await jobStates()).toEqual([
          ...Array<object>(10).fill({ state: 'completed', retry_count: 0 }),
          ...Array<object>(10).fill({ state: 'completed', retry_count: 1 }),
        ]),
      { timeout: 20_000, interval: 200 },
    );
    // The whole batch run once more (a process that died before pg-boss heard back) sends nothing.
    for (const mail of await t.db.select().from(mails)) {
      await sendMailJob.run(
        { mailId: mail.id },
        { db: t.db, storage: t.storage, config: t.config, log: t.app.log },
      );
    }
    expect(smtp.received).toHaveLength(20);
  });
});

describe.each(TEST_DATABASE_KINDS)('the mail queue at work on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { runJobs: true });
  });
  afterAll(async () => t?.close());

  it('schedules the team digest at 9:00 India time, its own schedule', async () => {
    const schedules = await t.db.execute(
      sql`select name, cron, timezone from pgboss.schedule where name = 'mail.daily-digest'`,
    );
    expect((schedules as { rows: unknown[] }).rows).toEqual([
      { name: 'mail.daily-digest', cron: '0 9 * * *', timezone: 'Asia/Kolkata' },
    ]);
  });

  it('keeps mail in the database as sent when no SMTP server is configured', async () => {
    const id = (await t.db.transaction((tx) =>
      queueMail(
        tx,
        { publicUrl: TEST_PUBLIC_URL },
        { to: 'meera@example.in', template: aNote, data: { name: 'Meera' }, dedupeKey: 'test:embedded' },
      ),
    ))!;
    await expect
      .poll(async () => (await t.db.select().from(mails).where(eq(mails.id, id)))[0]!.status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('sent');
  });
});
