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
