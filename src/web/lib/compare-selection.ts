/**
 * The listings picked to compare (at most COMPARE_LIMITS.max), kept in this browser's localStorage under
 * `househunt.compare` so the pick survives moving between pages and tabs. One layer below the features: the
 * listing cards, the shortlist and the compare page all read and change it.
 */
import { useSyncExternalStore } from 'react';
import { COMPARE_LIMITS } from '#domain/compare-pick';
import { isListingId } from '#domain/shortlist';

const KEY = 'househunt.compare';
const listeners = new Set<() => void>();
let picked: readonly string[] | undefined;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter(isListingId).map((id) => id.toLowerCase()))].slice(0, COMPARE_LIMITS.max);
  } catch {
    return [];
  }
}

const current = () => (picked ??= read());

function write(next: readonly string[]) {
  picked = next;
  try {
    if (next.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: the pick still holds on this page.
  }
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent) {
  if (event.key !== KEY && event.key !== null) return;
  picked = read();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export type PickResult = 'picked' | 'full';

export const compareSelection = {
  /** Adds a listing at the end (the order the table shows), refusing a fifth. */
  pick(id: string): PickResult {
    const listingId = id.toLowerCase();
    const list = current();
    if (list.includes(listingId)) return 'picked';
    if (list.length >= COMPARE_LIMITS.max) return 'full';
    write([...list, listingId]);
    return 'picked';
  },
  drop(id: string) {
    const listingId = id.toLowerCase();
    if (current().includes(listingId)) write(current().filter((other) => other !== listingId));
  },
  /** The pick becomes exactly these (the compare page's listings, once one is removed there). */
  replace(ids: readonly string[]) {
    write(ids.slice(0, COMPARE_LIMITS.max));
  },
  clear() {
    if (current().length > 0) write([]);
  },
};

/** The listings picked to compare, in the order picked; re-renders when the pick changes here or in another tab. */
export function useCompareSelection(): readonly string[] {
  return useSyncExternalStore(subscribe, current, () => []);
}
