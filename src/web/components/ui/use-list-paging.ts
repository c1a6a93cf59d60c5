import { useEffect } from 'react';
import { withPage, withPageSize } from '#web/lib/list-search-params';
import type { SetListParams } from '#web/lib/use-list-search-params';
import type { ListPaginationProps } from './list-pagination';
import { pageCount, type PageSize } from './page-numbers';

type PagedList = {
  data?: { total: number; items: readonly unknown[] };
  /** The rows on screen are the previous page's while this one loads. */
  isPlaceholderData: boolean;
};

/**
 * An admin list's paging, kept in the address with the rest of its state: what the pagination bar needs, and a
 * page past the end (an old link, or records filtered or deleted meanwhile) replaced by the last page instead
 * of nothing. `active` is false while the screen shows something else than the list.
 */
export function useListPaging<Params extends { page: number; pageSize: PageSize }>(
  list: PagedList,
  params: Params,
  setParams: SetListParams<Params>,
  active = true,
): Omit<ListPaginationProps, 'total'> {
  const { data } = list;
  const lastPage = data ? pageCount(data.total, params.pageSize) : undefined;
  const pastTheEnd =
    active &&
    lastPage !== undefined &&
    !list.isPlaceholderData &&
    data?.items.length === 0 &&
    params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd && lastPage !== undefined)
      setParams((current) => withPage(current, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, setParams]);

  return {
    page: params.page,
    pageSize: params.pageSize,
    onPageChange: (page) => setParams((current) => withPage(current, page)),
    onPageSizeChange: (pageSize) => setParams((current) => withPageSize(current, pageSize)),
  };
}
