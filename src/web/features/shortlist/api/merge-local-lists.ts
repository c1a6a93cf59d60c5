import { apiClient } from '#web/lib/api-client';
import type { ListingCardList, listingCardListSchema } from '#domain/listing-card';

/** Adds listings shortlisted in this browser before sign-in (newest first); answers the whole shortlist. */
export function mergeShortlist(propertyIds: readonly string[]): Promise<ListingCardList> {
  return apiClient.post<typeof listingCardListSchema>('/me/shortlist/merge', { propertyIds });
}

/** Adds listings opened in this browser before sign-in (latest first); answers the whole list. */
export function mergeRecentlyViewed(propertyIds: readonly string[]): Promise<ListingCardList> {
  return apiClient.post<typeof listingCardListSchema>('/me/recently-viewed/merge', { propertyIds });
}
