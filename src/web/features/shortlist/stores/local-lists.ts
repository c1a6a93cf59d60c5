/**
 * The shortlist and recently viewed lists of a visitor who is not signed in, in this browser's localStorage:
 *   househunt.shortlist       JSON array of listing ids, newest first, at most SHORTLIST_LIMITS.maxShortlisted
 *   househunt.recentlyViewed  JSON array of listing ids, latest view first, at most SHORTLIST_LIMITS.maxRecentlyViewed
 * Merged into the account at sign-in and then cleared. Open tabs follow each other's changes.
 */
import { useSyncExternalStore } from 'react';
import { SHORTLIST_LIMITS } from '#domain/shortlist';
import { createListingIdListStore, type ListingIdListStore, type ListStorage } from './listing-id-list-store';

export const LOCAL_SHORTLIST_KEY = 'househunt.shortlist';
export const LOCAL_RECENTLY_VIEWED_KEY = 'househunt.recentlyViewed';

function browserStorage(): ListStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Reading localStorage itself throws where the browser blocks storage for the site.
    return null;
  }
}

/** The storage event reaches every tab except the one that wrote; a cleared storage has no key. */
const watchKey = (key: string) => (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

export const localShortlist = createListingIdListStore({
  key: LOCAL_SHORTLIST_KEY,
  limit: SHORTLIST_LIMITS.maxShortlisted,
  storage: browserStorage,
  watchOtherTabs: watchKey(LOCAL_SHORTLIST_KEY),
});

export const localRecentlyViewed = createListingIdListStore({
  key: LOCAL_RECENTLY_VIEWED_KEY,
  limit: SHORTLIST_LIMITS.maxRecentlyViewed,
  storage: browserStorage,
  watchOtherTabs: watchKey(LOCAL_RECENTLY_VIEWED_KEY),
});

const NONE: readonly string[] = [];

/**
 * The ids on a list kept in this browser, newest first; re-renders when it changes here or in another tab. The
 * server's first paint knows no browser's lists: none.
 */
export function useLocalListingIds(list: ListingIdListStore): readonly string[] {
  return useSyncExternalStore(list.subscribe, list.getSnapshot, () => NONE);
}
