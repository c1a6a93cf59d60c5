import { useEffect } from 'react';
import { apiClient } from '#web/lib/api-client';

/** Tells the server the listing's page was seen (a per-day counter; nothing about the visitor is kept). */
export function countListingView(listingId: string): Promise<void> {
  return apiClient.post(`/properties/${encodeURIComponent(listingId)}/views`);
}

// One count per listing per page load, however often React mounts the page (StrictMode, back and forth).
const counted = new Set<string>();

export function useCountListingView(listingId: string): void {
  useEffect(() => {
    if (counted.has(listingId)) return;
    counted.add(listingId);
    // A lost count is not worth bothering the visitor about.
    countListingView(listingId).catch(() => undefined);
  }, [listingId]);
}
