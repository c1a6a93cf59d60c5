/** A notification as the admin API sends it: one entry of the team's shared inbox. */
export type NotificationType = 'booking' | 'property' | 'analytics' | 'message';
export type NotificationPriority = 'high' | 'medium' | 'low';

export type TeamNotification = {
  id: string;
  type: NotificationType;
  message: string;
  /** A path inside the portal where the team deals with what the notification is about. */
  link: string;
  priority: NotificationPriority;
  /** ISO timestamps; `readAt` is null until someone on the team reads it. */
  createdAt: string;
  readAt: string | null;
};
