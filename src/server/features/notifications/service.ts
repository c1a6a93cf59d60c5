/**
 * The team's shared inbox: what happened that someone at HouseHunt should look at (a visit booked, an enquiry
 * sent). One inbox for the whole team, so reading a notification reads it for everyone. Features write to it
 * through notices/team-inbox.ts.
 */
import { count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema';
import { NotFoundError } from '#server/errors';

export type NotificationRow = typeof notifications.$inferSelect;

export const READ_STATES = ['unread', 'read'] as const;
export type ReadState = (typeof READ_STATES)[number];

export function toNotificationView(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    link: row.link,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export type NotificationListQuery = { page: number; pageSize: number; state?: ReadState | undefined };

const inState = (state: ReadState | undefined): SQL | undefined => {
  if (state === 'unread') return isNull(notifications.readAt);
  if (state === 'read') return isNotNull(notifications.readAt);
  return undefined;
};

/** Latest first, paged; all of them, or only the unread or the read ones. */
export async function listNotifications(db: Database, { state, page, pageSize }: NotificationListQuery) {
  const where = inState(state);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      // The id breaks ties so pages never repeat or skip notifications made in the same instant.
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items: rows.map(toNotificationView), total: total?.n ?? 0, page, pageSize };
}

export async function countUnread(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(isNull(notifications.readAt));
  return row?.n ?? 0;
}

/** Marks one notification read; reading it again keeps the time it was first read. */
export async function markRead(db: Database, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.id, id))
    .returning();
  if (!row) throw new NotFoundError('This notification no longer exists.');
  return toNotificationView(row);
}

/** Marks every unread notification read; answers how many that was. */
export async function markAllRead(db: Database): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(isNull(notifications.readAt))
    .returning({ id: notifications.id });
  return marked.length;
}
