/**
 * Delivers one queued mail. Without an SMTP server (the embedded default) the mail is only marked sent: it is
 * kept in the database for the admins' Sent mail page and reaches nobody.
 *
 * Delivery is at least once, as SMTP allows no better: the mail is marked sent right after the server accepted
 * it, so a job run again after that (a retry, an admin's Retry, the same job taken twice) finds it sent and
 * sends nothing. Only a process that dies between the server's "accepted" and that mark sends it again when
 * the job is retried; the Message-ID is the mail's own id every time, so mail systems that drop duplicates by
 * Message-ID do. At most once would instead lose the mail whenever the process died mid-send.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mails } from '#server/db/schema';
import { defineJob } from '#server/jobs/job';
import { smtpTransport } from './mail-transport.js';

const RETRY = { limit: 5, delaySeconds: 30 };
/** After this many failed attempts the mail is shown as failed (an admin may still retry its job). */
export const MAIL_SEND_ATTEMPTS = RETRY.limit + 1;
/**
 * Four workers of 25 mails each, polling every half second: up to 200 mails a second per process (the goal is
 * 50, `npm run bench -- mail`), sent over a few pooled SMTP connections (mail-transport.ts).
 */
export const MAIL_BATCH = { size: 25, workers: 4 };

export const sendMailJob = defineJob({
  name: 'mail.send',
  label: 'Send a mail',
  payload: z.object({ mailId: z.uuid() }),
  retry: RETRY,
  batch: MAIL_BATCH,
  async run({ mailId }, { db, config, log }) {
    // Counting the attempt and skipping a mail already sent, in one statement.
    const [mail] = await db
      .update(mails)
      .set({ attempts: sql`${mails.attempts} + 1` })
      .where(and(eq(mails.id, mailId), ne(mails.status, 'sent')))
      .returning();
    if (!mail) return;
    const invite = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    try {
      if (config.mail.smtpUrl) {
        await smtpTransport(config.mail.smtpUrl).sendMail({
          from: config.mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
          messageId: `<${mail.id}@${new URL(config.publicUrl).hostname}>`,
          ...(invite && {
            // As the message's calendar alternative too, so mail clients offer to add it to the calendar.
            icalEvent: {
              filename: invite.filename,
              method: /method=(\w+)/i.exec(invite.contentType)?.[1] ?? 'REQUEST',
              content: invite.content,
            },
          }),
          attachments: mail.attachments
            .filter((attachment) => attachment !== invite)
            .map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
            })),
        });
      }
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      await db
        .update(mails)
        .set({ lastError, status: mail.attempts >= MAIL_SEND_ATTEMPTS ? 'failed' : 'queued' })
        .where(eq(mails.id, mail.id));
      throw error;
    }
    await db
      .update(mails)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(mails.id, mail.id));
    log.debug({ mailId, template: mail.template }, config.mail.smtpUrl ? 'mail sent' : 'mail kept (no SMTP)');
  },
});
