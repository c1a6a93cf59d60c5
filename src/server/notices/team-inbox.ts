/**
 * Writing to the team's shared inbox (the admin bell): features add a notification in the transaction of the
 * write it announces, and mark it read in the transaction of the write that dealt with it. Reading the inbox is
 * the notifications feature's.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationPriority, NotificationType } from '#domain/team-notifications';
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema';

export type NewNotification = {
  type: NotificationType;
  message: string;
  /** A path inside the admin portal, where the team deals with what the notification is about. */
  link: string;
  priority: NotificationPriority;
};

/**
 * Adds a notification to the inbox. Callers pass their transaction, so the notification exists exactly when
 * the record it announces does.
 */
export async function notifyTeam(db: Pick<Database, 'insert'>, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values(notification);
}

/**
 * Marks read the unread notifications of this type that open this link: the record they announce has been dealt
 * with. Callers pass the transaction of the write that dealt with it.
 */
export async function markReadByLink(
  db: Pick<Database, 'update'>,
  { type, link }: Pick<NewNotification, 'type' | 'link'>,
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.type, type), eq(notifications.link, link), isNull(notifications.readAt)));
}
