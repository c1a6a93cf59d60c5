import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys';

/**
 * What a listing write (create, save, featured, delete) makes out of date besides the listing's own record: the
 * shell's badges and tiles and the dashboard count listings, the header search finds them, and the pages visitors
 * see show them. The admin lists are read again at once, unless the write changed its row on screen in place
 * (`lists: 'changed-in-place'`), which leaves them to the admin's refresh.
 */
export function refreshAfterListingWrite(
  queryClient: QueryClient,
  { lists }: { lists: 'read-again' | 'changed-in-place' },
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminSearch.all }),
    queryClient.invalidateQueries({
      queryKey: queryKeys.properties.all,
      // The admin's own records and lists are handled by each write; the rest is what visitors see.
      predicate: ({ queryKey }) => !String(queryKey[1]).startsWith('admin-'),
    }),
    lists === 'read-again'
      ? queryClient.invalidateQueries({ queryKey: queryKeys.properties.adminLists() })
      : null,
  ]);
}
