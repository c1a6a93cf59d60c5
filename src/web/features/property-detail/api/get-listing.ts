import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingPageLifecycle } from '#domain/listing-page';
import type { PublicListing, publicListingAnswerSchema } from '#domain/listing-record';
import type { LocalityComparison } from '#domain/locality-insights';
import type { ReraIssuer } from '#domain/rera';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export type { PublicListing } from '#domain/listing-record';
export type { ListingPageLifecycle } from '#domain/listing-page';

/**
 * A listing as its page shows it, with how the page answers (listed, unconfirmed, or departed with a banner) and
 * who issued its RERA number.
 */
export type ListingOnItsPage = PublicListing & {
  lifecycle: ListingPageLifecycle;
  reraIssuer: ReraIssuer | null;
  /** Its price per sq.ft beside the median of the live listings like it nearby; null without enough of them. */
  localityComparison: LocalityComparison | null;
};

/**
 * A listing as house hunters see it on its property page: every field (null where it does not apply to the
 * listing's type or status) except the commission agreed with the owner, and its photos in order. A listing that
 * left long ago answers 410 (an ApiError with the departure note as its message), a draft 404.
 */
export function getListing(id: string, signal?: AbortSignal): Promise<ListingOnItsPage> {
  return apiClient
    .get<typeof publicListingAnswerSchema>(`/properties/${encodeURIComponent(id)}`, { signal })
    .then(({ property, ...aboutIt }) => ({ ...property, ...aboutIt }));
}

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.detail(id),
    queryFn: ({ signal }) => getListing(id, signal),
    // The property page shows every failure itself (not found, gone, or a message with Try again), so no toast.
    meta: { quietErrors: true },
  });

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
