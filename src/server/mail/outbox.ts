/**
 * Queues mail: the one way any feature sends one. `queueMail` runs inside the caller's transaction, so a mail
 * exists exactly when the write it tells of does (a failed booking queues nothing), and it is delivered by a
 * background job (send-mail-job.ts), never inside a request. A mail's `dedupeKey` names the event it is for
 * ("booking:<id>:requested"): the same event queued twice makes one mail.
 */
import type { MailAttachment } from '#domain/sent-mail';
import type { Locale } from '#domain/site-language';
import type { Database } from '#server/db/client';
import { mails } from '#server/db/schema';
import { queueJobInTransaction } from '#server/jobs/job-queue';
import { readSiteSettings } from '#server/site-settings/stored-site-settings';
import { wrapInLayout, type MailSite, type MailTemplate } from './mail-layout.js';
import { mailWords } from './mail-words.js';
import { sendMailJob } from './send-mail-job.js';

export type QueuedMail<Data> = {
  to: string;
  template: MailTemplate<Data>;
  data: Data;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** The event this mail is for; a second mail with the same key is not queued. */
  dedupeKey: string;
  /** The recipient's language (mail-words.ts recipientLocale); English when left out, as the team's mails are. */
  locale?: Locale;
};

/** What queueing needs besides the transaction: where the site lives (config PUBLIC_URL). */
export type MailContext = { publicUrl: string };

/** The site's details for a template, read in the caller's transaction. */
export async function mailSite(tx: Pick<Database, 'select'>, context: MailContext): Promise<MailSite> {
  return { settings: await readSiteSettings(tx), publicUrl: context.publicUrl.replace(/\/$/, '') };
}

/**
 * Renders the mail with the site's details, stores it (status queued) and queues its send job, all in `tx`.
 * Returns the mail's id, or null when a mail with this dedupe key was queued before.
 */
export async function queueMail<Data>(
  tx: Database,
  context: MailContext | MailSite,
  mail: QueuedMail<Data>,
): Promise<string | null> {
  const site = 'settings' in context ? context : await mailSite(tx, context);
  const words = mailWords(mail.locale);
  const rendered = wrapInLayout(mail.template.render(mail.data, site, words), site, words);
  const [stored] = await tx
    .insert(mails)
    .values({
      dedupeKey: mail.dedupeKey,
      template: mail.template.name,
      to: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: mail.headers ?? {},
      attachments: mail.attachments ?? [],
    })
    .onConflictDoNothing({ target: mails.dedupeKey })
    .returning({ id: mails.id });
  if (!stored) return null;
  await queueJobInTransaction(tx, sendMailJob, { mailId: stored.id });
  return stored.id;
}
