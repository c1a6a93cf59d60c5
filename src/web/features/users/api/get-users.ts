import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import type { userListSchema } from '#domain/user-profile';

/** Everyone who has signed in, with role and last sign-in. */
export function getUsers(signal?: AbortSignal) {
  return apiClient.get<typeof userListSchema>('/admin/users', { signal });
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.settings.users(),
    queryFn: ({ signal }) => getUsers(signal),
    select: (data) => data.users,
    // The section shows a failure itself, with Try again.
    meta: { quietErrors: true },
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
