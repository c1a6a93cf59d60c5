import { useMarkNotificationRead } from '#web/features/notifications/api/mark-notification-read';
import type { TeamNotification } from '#domain/team-notifications';

/** What following a notification's link does besides navigating: marks it read, once. */
export function useOpenNotification() {
  const markRead = useMarkNotificationRead();
  return (notification: TeamNotification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
  };
}
