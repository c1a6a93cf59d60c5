import { apiClient } from '#web/lib/api-client';

/** Notes on the signed-in visitor's account that they opened this listing just now. */
export function recordRecentlyViewed(listingId: string): Promise<void> {
  return apiClient.post(`/me/recently-viewed/${encodeURIComponent(listingId)}`);
}
