import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { NOTIFICATION_POLL_MS } from './get-unread-count';
import type { notificationPageSchema } from '#domain/team-notifications';

export type ReadState = 'unread' | 'read';

export type NotificationListParams = { page: number; pageSize: number; state?: ReadState };

export function getNotifications({ page, pageSize, state }: NotificationListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (state) query.set('state', state);
  return apiClient.get<typeof notificationPageSchema>(`/admin/notifications?${query}`, { signal });
}

/** A list on screen follows the inbox as the unread count does (see NOTIFICATION_POLL_MS). */
export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: 'always',
    // The old page stays on screen while the next one loads, so the list does not collapse on every click.
    placeholderData: keepPreviousData,
  });

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQueryOptions(params));
}
