import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceBenchmarkQuery, priceBenchmarkSchema } from '#domain/price-benchmark-answer';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getPriceBenchmark(query: PriceBenchmarkQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({
    city: query.city,
    subCategory: query.subCategory,
    propertyStatus: query.propertyStatus,
    ...(query.excluding && { excluding: query.excluding }),
  });
  return apiClient.get<typeof priceBenchmarkSchema>(`/admin/properties/price-benchmark?${params}`, {
    signal,
  });
}

export const priceBenchmarkQueryOptions = (query: PriceBenchmarkQuery) =>
  queryOptions({
    queryKey: queryKeys.properties.priceBenchmark(query),
    queryFn: ({ signal }) => getPriceBenchmark(query, signal),
    // A hint while typing: a failure leaves the form as it is, without a toast.
    meta: { quietErrors: true },
    staleTime: 5 * 60_000,
  });

/** The usual price per sq.ft for the listing being typed, once its city, type and status are known. */
export function usePriceBenchmark(query: PriceBenchmarkQuery | null) {
  return useQuery({
    ...priceBenchmarkQueryOptions(query ?? { city: '', subCategory: 'flat', propertyStatus: 'sale' }),
    enabled: query !== null,
  });
}
