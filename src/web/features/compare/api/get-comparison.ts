import { queryOptions } from '@tanstack/react-query';
import type { CompareAnswer, compareAnswerSchema } from '#domain/listing-compare';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The listings named, side by side. */
export function getComparison(ids: readonly string[], signal?: AbortSignal): Promise<CompareAnswer> {
  return apiClient.get<typeof compareAnswerSchema>(
    `/compare?${new URLSearchParams({ ids: ids.join(',') })}`,
    {
      signal,
    },
  );
}

export const comparisonQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.compare.listings(ids),
    queryFn: ({ signal }) => getComparison(ids, signal),
    // The page shows a failure itself.
    meta: { quietErrors: true },
  });
