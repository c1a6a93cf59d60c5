import { apiClient } from '../../../lib/api-client';
import type { ListingCardList } from './listing-card-list';

/** Adds listings shortlisted in this browser before sign-in (newest first); answers the whole shortlist. */
export function mergeShortlist(propertyIds: readonly string[]): Promise<ListingCardList> {
  return apiClient.post<ListingCardList>('/me/shortlist/merge', { propertyIds });
}

/** Adds listings opened in this browser before sign-in (latest first); answers the whole list. */
export function mergeRecentlyViewed(propertyIds: readonly string[]): Promise<ListingCardList> {
  return apiClient.post<ListingCardList>('/me/recently-viewed/merge', { propertyIds });
}
