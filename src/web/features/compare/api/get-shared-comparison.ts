import { queryOptions } from '@tanstack/react-query';
import type { CompareAnswer, compareAnswerSchema } from '#domain/listing-compare';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The comparison a shared link names, for anyone, signed in or not. */
export function getSharedComparison(token: string, signal?: AbortSignal): Promise<CompareAnswer> {
  return apiClient.get<typeof compareAnswerSchema>(`/compare/shared?${new URLSearchParams({ token })}`, {
    signal,
  });
}

export const sharedComparisonQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.compare.shared(token),
    queryFn: ({ signal }) => getSharedComparison(token, signal),
    // A link that is not genuine stays so: asking again would only repeat the refusal.
    retry: false,
    meta: { quietErrors: true },
  });
