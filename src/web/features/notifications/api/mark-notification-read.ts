import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { notificationReadSchema } from '#domain/team-notifications';

export function markNotificationRead(id: string) {
  return apiClient.post<typeof notificationReadSchema>(`/admin/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one notification read for the whole team, then refreshes the bell and every list. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    onError: (error) => {
      toast.error(`Could not mark the notification as read. ${error.message}`);
    },
  });
}
