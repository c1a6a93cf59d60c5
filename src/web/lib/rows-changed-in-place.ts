/**
 * A change to one row of an admin list written into the rows on screen, where the row is, instead of reading the
 * list again: a toggle must not move its row from under the pointer.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A page of an admin list as the cache holds it; `changedInPlace` marks rows changed here since it was read. */
export type ListPage<Row> = { items: Row[]; total: number; changedInPlace?: true };

/**
 * Writes a change the server has confirmed into every cached page of the lists under `listsKey` that shows the
 * row. Such a page is marked changed in place, so the list can say that the row may now belong elsewhere in its
 * order or outside its filters and offer a refresh; and stale, so coming back to it reads it again.
 */
export function changeRowInPlace<Row extends { id: string }>(
  queryClient: QueryClient,
  listsKey: QueryKey,
  id: string,
  change: Partial<Row>,
): Promise<void> {
  queryClient.setQueriesData<ListPage<Row>>({ queryKey: listsKey }, (page) => {
    if (!page?.items.some((row) => row.id === id)) return page;
    return {
      ...page,
      items: page.items.map((row) => (row.id === id ? { ...row, ...change } : row)),
      changedInPlace: true,
    };
  });
  return queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'none' });
}
