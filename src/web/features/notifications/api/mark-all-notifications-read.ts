import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { notificationsMarkedSchema } from '#domain/team-notifications';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function markAllNotificationsRead() {
  return apiClient.post<typeof notificationsMarkedSchema>('/admin/notifications/read-all');
}

/** Marks every unread notification read for the whole team. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ marked }) => {
      toast.success(
        marked === 1 ? '1 notification marked as read' : `${marked} notifications marked as read`,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
    onError: (error) => {
      toast.error(`Could not mark the notifications as read. ${error.message}`);
    },
  });
}
