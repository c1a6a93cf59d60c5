/** A stored notification for tests; override what the test is about. */
import type { Database } from '#server/db/client';
import { notifications } from '#server/db/schema';

type NotificationValues = typeof notifications.$inferInsert;

export async function aNotification(db: Database, overrides: Partial<NotificationValues> = {}) {
  const [row] = await db
    .insert(notifications)
    .values({
      type: 'property',
      message: '"3 BHK Apartment in Indiranagar" has had 120 views this week.',
      link: '/admin/properties',
      priority: 'low',
      ...overrides,
    })
    .returning();
  return row!;
}
