/** A notification as the admin API sends it: one entry of the team's shared inbox. */
import { z } from 'zod';

export const NOTIFICATION_TYPES = ['booking', 'property', 'analytics', 'message'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const teamNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z.string(),
  link: z
    .string()
    .describe('A path inside the portal where the team deals with what the notification is about'),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  createdAt: z.string(),
  readAt: z.string().nullable().describe('Null until someone on the team reads it'),
});
export type TeamNotification = z.infer<typeof teamNotificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(teamNotificationSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NotificationsPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread: z.number() });
export const notificationReadSchema = z.object({ notification: teamNotificationSchema });
export const notificationsMarkedSchema = z.object({ marked: z.number() });
