import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingDeparture } from '#domain/listing-departure';
import type { ListingPageLifecycle } from '#domain/listing-page';
import type { ListingGoneError, PublicListing, publicListingAnswerSchema } from '#domain/listing-record';
import type { LocalityComparison } from '#domain/locality-insights';
import type { ReraIssuer } from '#domain/rera';
import { apiClient, type ApiError } from '#web/lib/api-client';
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
 * left long ago answers 410 (an ApiError whose details say what became of it: goneListingDeparture), a draft 404.
 */
export function getListing(id: string, signal?: AbortSignal): Promise<ListingOnItsPage> {
  return apiClient
    .get<typeof publicListingAnswerSchema>(`/properties/${encodeURIComponent(id)}`, { signal })
    .then(({ property, ...aboutIt }) => ({ ...property, ...aboutIt }));
}

/** What became of a listing whose page is gone, from its 410 (LISTING_GONE's details, listingGoneErrorSchema). */
export function goneListingDeparture(error: ApiError): ListingDeparture {
  const details = error.details as Partial<ListingGoneError['error']['details']> | undefined;
  return details?.departure ?? { kind: 'unavailable', on: null };
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
