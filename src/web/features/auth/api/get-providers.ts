import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An identity provider a visitor can sign in with, e.g. { id: 'google', name: 'Google' }. */
export type IdentityProvider = { id: string; name: string };

export async function getProviders(signal?: AbortSignal): Promise<IdentityProvider[]> {
  const { providers } = await apiClient.get<{ providers: IdentityProvider[] }>('/auth/providers', { signal });
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
