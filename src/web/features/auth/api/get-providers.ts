import { queryOptions, useQuery } from '@tanstack/react-query';
import type { identityProvidersSchema } from '#domain/identity-providers';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export async function getProviders(signal?: AbortSignal) {
  const { providers } = await apiClient.get<typeof identityProvidersSchema>('/auth/providers', { signal });
  return providers;
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    // Providers change only with a server redeploy.
    staleTime: 30 * 60 * 1000,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
