import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionUser } from '../../../lib/session';

/** Everyone who has signed in, as GET /api/admin/users lists them (the same profile shape as the session). */
export type UserProfile = SessionUser;

export function getUsers(signal?: AbortSignal): Promise<{ users: UserProfile[] }> {
  return apiClient.get<{ users: UserProfile[] }>('/admin/users', { signal });
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
