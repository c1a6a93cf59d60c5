import { queryOptions, useQuery } from '@tanstack/react-query';
import type { unreadCountSchema } from '#domain/team-notifications';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/**
 * How an open portal hears of new notifications: it asks for the unread count every 15 seconds while its tab is
 * visible, and at once when the admin comes back to the tab. Any server process answers from the database, so
 * this works however many stateless processes run behind the load balancer, holds no connection open per admin
 * and needs nothing to pass events between processes (server-sent events would need PostgreSQL LISTEN/NOTIFY,
 * and a connection held per process, for that). The count is one indexed query; a new booking reaches the team
 * within a quarter of a minute, well inside the time they take to call a visitor back.
 */
export const NOTIFICATION_POLL_MS = 15_000;

export function getUnreadCount(signal?: AbortSignal) {
  return apiClient.get<typeof unreadCountSchema>('/admin/notifications/unread-count', { signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

export function useUnreadNotificationCount() {
  return useQuery(unreadCountQueryOptions());
}
