import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceHistory, priceHistorySchema } from '#domain/price-history-answer';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The price the listing was listed at, every change since, and its last drop. */
export function getPriceHistory(id: string, signal?: AbortSignal): Promise<PriceHistory> {
  return apiClient.get<typeof priceHistorySchema>(`/properties/${encodeURIComponent(id)}/price-history`, {
    signal,
  });
}

export const priceHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.priceHistory(id),
    queryFn: ({ signal }) => getPriceHistory(id, signal),
    // The history is extra: when it fails the page goes without it, with no toast over the listing.
    meta: { quietErrors: true },
  });

export function usePriceHistory(id: string) {
  return useQuery(priceHistoryQueryOptions(id));
}
