import { describe, expect, it, vi } from 'vitest';
import { createListingIdListStore, parseListingIds, type ListStorage } from './listing-id-list-store';

const ids = Array.from({ length: 6 }, (_, n) => `00000000-0000-4000-8000-00000000000${n}`);
const [a, b, c, d] = ids as [string, string, string, string];

/** localStorage as two tabs share it: one map, and each write heard by the other tab. */
function sharedStorage() {
  const values = new Map<string, string>();
  const storage: ListStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
  let otherTabListener: (() => void) | undefined;
  return {
    values,
    storage,
    watchOtherTabs: (onChange: () => void) => {
      otherTabListener = onChange;
      return () => {
        otherTabListener = undefined;
      };
    },
    /** Another tab wrote the value: the browser fires a storage event here. */
    writeFromOtherTab(key: string, value: string | null) {
      if (value === null) values.delete(key);
      else values.set(key, value);
      otherTabListener?.();
    },
  };
}

const aStore = (shared = sharedStorage(), limit = 3) => ({
  shared,
  store: createListingIdListStore({
    key: 'househunt.shortlist',
    limit,
    storage: () => shared.storage,
    watchOtherTabs: shared.watchOtherTabs,
  }),
});

describe('reading what the browser stored', () => {
  it('keeps the listing ids of a stored list, lower-cased, each once, within the limit', () => {
    expect(parseListingIds(JSON.stringify([a, b.toUpperCase(), a, c, d]), 3)).toEqual([a, b, c]);
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{not json'],
    ['JSON that is not a list', '{"ids":[]}'],
    ['a list of other things', '[1, null, {"id":"x"}, "not-an-id", "<script>"]'],
    [
      'ids the API would refuse',
      '["00000000-0000-0000-0000-00000000000z", "12345678-1234-1234-1234-123456789012"]',
    ],
  ])('reads %s as an empty list', (_case, raw) => {
    expect(parseListingIds(raw, 10)).toEqual([]);
  });

  it('starts from the stored list, ignoring the parts that cannot be listings', () => {
    const shared = sharedStorage();
    shared.values.set('househunt.shortlist', JSON.stringify([b, 42, a]));
    expect(aStore(shared).store.getSnapshot()).toEqual([b, a]);
  });
});

describe('a list kept in the browser', () => {
  it('adds newest first, keeps one of each, and writes the list as JSON', () => {
    const { store, shared } = aStore();
    expect(store.add(a)).toBe('added');
    expect(store.add(b)).toBe('added');
    expect(store.add(a.toUpperCase())).toBe('already-there');
    expect(store.getSnapshot()).toEqual([b, a]);
    expect(JSON.parse(shared.values.get('househunt.shortlist')!)).toEqual([b, a]);
    expect(store.has(a)).toBe(true);
  });

  it('refuses to add beyond its limit', () => {
    const { store } = aStore();
    [a, b, c].forEach((id) => store.add(id));
    expect(store.add(d)).toBe('full');
    expect(store.getSnapshot()).toEqual([c, b, a]);
  });

  it('brings a viewed listing to the front and lets the oldest fall off', () => {
    const { store } = aStore();
    [a, b, c].forEach((id) => store.bringToFront(id));
    store.bringToFront(a);
    expect(store.getSnapshot()).toEqual([a, c, b]);
    store.bringToFront(d);
    expect(store.getSnapshot()).toEqual([d, a, c]);
  });

  it('removes listings and clears, leaving no key behind when empty', () => {
    const { store, shared } = aStore();
    [a, b, c].forEach((id) => store.add(id));
    store.remove(b, d);
    expect(store.getSnapshot()).toEqual([c, a]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(shared.values.has('househunt.shortlist')).toBe(false);
  });

  it('gives the same snapshot until the list changes, and tells its listeners when it does', () => {
    const { store } = aStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.add(a);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    // Nothing changed: nobody is woken.
    store.add(a);
    store.remove(b);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab’s writes while someone listens, and stops listening after the last one leaves', () => {
    const { store, shared } = aStore();
    const listener = vi.fn();
    // As React does: the first snapshot, then the subscription.
    expect(store.getSnapshot()).toEqual([]);
    const unsubscribe = store.subscribe(listener);
    shared.writeFromOtherTab('househunt.shortlist', JSON.stringify([c, a]));
    expect(store.getSnapshot()).toEqual([c, a]);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    shared.writeFromOtherTab('househunt.shortlist', JSON.stringify([b]));
    expect(listener).toHaveBeenCalledTimes(1);
    // A new listener starts from what the other tab wrote meanwhile.
    store.subscribe(listener);
    expect(store.getSnapshot()).toEqual([b]);
  });

  it('keeps working for the page when storage is blocked or full', () => {
    const throwing: ListStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createListingIdListStore({ key: 'k', limit: 3, storage: () => throwing });
    expect(store.getSnapshot()).toEqual([]);
    expect(store.add(a)).toBe('added');
    expect(store.getSnapshot()).toEqual([a]);
    // A page that starts listening later still sees it.
    store.subscribe(() => {});
    expect(store.getSnapshot()).toEqual([a]);

    const unavailable = createListingIdListStore({ key: 'k', limit: 3, storage: () => null });
    unavailable.add(b);
    expect(unavailable.getSnapshot()).toEqual([b]);
  });
});
