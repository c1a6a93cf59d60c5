/** The admins' Sent mail page: every mail queued, newest first, and one mail whole. */
import { count, desc, eq } from 'drizzle-orm';
import type { SentMail, SentMailPage, SentMailQuery, SentMailSummary } from '#domain/sent-mail';
import type { Database } from '#server/db/client';
import { mails } from '#server/db/schema';
import { NotFoundError } from '#server/errors';

type MailRow = typeof mails.$inferSelect;

const summaryColumns = {
  id: mails.id,
  to: mails.to,
  subject: mails.subject,
  status: mails.status,
  createdAt: mails.createdAt,
  sentAt: mails.sentAt,
};

function toSummary(row: Pick<MailRow, keyof typeof summaryColumns>): SentMailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export async function listSentMail(
  db: Database,
  { page, pageSize }: SentMailQuery,
  delivered: boolean,
): Promise<SentMailPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mails)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mails),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page, pageSize, delivered };
}

export async function findSentMail(db: Database, id: string): Promise<SentMail> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  if (!row) throw new NotFoundError('There is no such mail.');
  return {
    ...toSummary(row),
    template: row.template,
    html: row.html,
    text: row.text,
    headers: row.headers,
    attachments: row.attachments,
    attempts: row.attempts,
    lastError: row.lastError,
  };
}

/**
 * One attachment of a mail (a visit's calendar invite) as a file to download: its stored text, its type without
 * parameters a browser might act on, and a file name of safe characters only.
 */
export async function findSentMailAttachment(
  db: Database,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: string }> {
  const [row] = await db.select({ attachments: mails.attachments }).from(mails).where(eq(mails.id, id));
  if (!row) throw new NotFoundError('There is no such mail.');
  const attachment = row.attachments[index];
  if (!attachment) throw new NotFoundError('This mail has no such attachment.');
  const type = attachment.contentType.split(';')[0]!.trim().toLowerCase();
  return {
    filename: attachment.filename.replace(/[^\w.-]+/g, '-') || 'attachment',
    contentType: /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : 'application/octet-stream',
    content: attachment.content,
  };
}
