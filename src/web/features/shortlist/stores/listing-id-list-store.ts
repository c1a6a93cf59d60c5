/**
 * A list of listing ids kept in the browser (newest first) for visitors without an account, shaped for
 * useSyncExternalStore: a snapshot that keeps its identity until the list changes, and change listeners.
 * Free of the DOM, so the storage and the news of other tabs' writes are handed in.
 */
import { isListingId } from '#domain/shortlist';

/** The part of the Web Storage API the list needs: localStorage in the browser, a Map in tests. */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type ListingIdListOptions = {
  /** The storage key; the value is a JSON array of listing ids, newest first. */
  key: string;
  /** The most ids kept. */
  limit: number;
  /** The storage, or null where the browser refuses it (some private modes): the list then lives in memory. */
  storage: () => ListStorage | null;
  /** Calls back when another tab has written the key; returns how to stop listening. */
  watchOtherTabs?: (onChange: () => void) => () => void;
};

export type AddResult = 'added' | 'already-there' | 'full';

export type ListingIdListStore = {
  getSnapshot: () => readonly string[];
  subscribe: (listener: () => void) => () => void;
  has: (id: string) => boolean;
  /** Adds at the front, refusing once the list is full; an id already on the list keeps its place. */
  add: (id: string) => AddResult;
  /** Puts the id at the front (moving it if there), letting the oldest fall off beyond the limit. */
  bringToFront: (id: string) => void;
  remove: (...ids: string[]) => void;
  clear: () => void;
};

/** Whatever is stored, the ids in it that can be listings', each once, within the limit; anything else is []. */
export function parseListingIds(raw: string | null, limit: number): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter(isListingId).map((id) => id.toLowerCase());
  return [...new Set(ids)].slice(0, limit);
}

export function createListingIdListStore({
  key,
  limit,
  storage,
  watchOtherTabs,
}: ListingIdListOptions): ListingIdListStore {
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  let ids: readonly string[] | undefined;

  /** The stored list, or null when there is no storage to read (the list then lives in memory). */
  const read = (): string[] | null => {
    try {
      const available = storage();
      return available ? parseListingIds(available.getItem(key), limit) : null;
    } catch {
      return null;
    }
  };

  const current = () => (ids ??= read() ?? []);

  const notify = () => listeners.forEach((listener) => listener());

  const write = (next: readonly string[]) => {
    ids = next;
    try {
      if (next.length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the list still holds for this page view.
    }
    notify();
  };

  // Another tab may have written the list: read it again, and tell the listeners only if it really changed.
  const rereadStorage = () => {
    // Not read yet: the first snapshot will read the storage as it is then.
    if (!ids) return;
    const before = ids;
    const after = read();
    if (!after) return;
    if (after.length === before.length && after.every((id, index) => id === before[index])) return;
    ids = after;
    notify();
  };

  const normalise = (id: string) => id.toLowerCase();

  return {
    getSnapshot: current,
    subscribe(listener) {
      if (listeners.size === 0) {
        stopWatching = watchOtherTabs?.(rereadStorage);
        // Nobody was listening for other tabs until now: catch up with what they wrote meanwhile.
        rereadStorage();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
    has: (id) => current().includes(normalise(id)),
    add(id) {
      const listingId = normalise(id);
      const list = current();
      if (list.includes(listingId)) return 'already-there';
      if (list.length >= limit) return 'full';
      write([listingId, ...list]);
      return 'added';
    },
    bringToFront(id) {
      const listingId = normalise(id);
      const list = current();
      if (list[0] === listingId) return;
      write([listingId, ...list.filter((other) => other !== listingId)].slice(0, limit));
    },
    remove(...ids) {
      const removed = new Set(ids.map(normalise));
      const list = current();
      if (list.some((id) => removed.has(id))) write(list.filter((id) => !removed.has(id)));
    },
    clear() {
      if (current().length > 0) write([]);
    },
  };
}
