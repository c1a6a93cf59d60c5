/** The card an admin list sits in, and what it shows under its toolbar: the table and pages, or why there are none. */
import type { ComponentProps, ReactNode } from 'react';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import { ListRefreshBar } from './list-refresh-bar';
import { LoadErrorState } from './load-error-state';

type AdminListCardProps = {
  /** The card's accessible name ("Visit bookings"). */
  label: string;
  /** A newer page loads behind the rows on screen: a thin bar slides along the top. */
  refreshing: boolean;
  children: ReactNode;
} & Pick<ComponentProps<'section'>, 'ref' | 'tabIndex'>;

export function AdminListCard({ label, refreshing, children, ref, tabIndex }: AdminListCardProps) {
  return (
    <section
      ref={ref}
      tabIndex={tabIndex}
      aria-label={label}
      className="relative overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm focus:outline-none dark:border-stone-800 dark:bg-stone-900"
    >
      {refreshing ? <ListRefreshBar /> : null}
      {children}
    </section>
  );
}

type AdminListBodyProps = {
  /** The list's query (TanStack Query's result has all of it). */
  list: { data?: { total: number }; error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** The records' word, plural, in "Could not load the bookings" and "Loading bookings...". */
  records: string;
  /** Shown when the list has no rows: nothing recorded yet, or nothing matching the filters. */
  empty: ReactNode;
  pagination: Omit<ListPaginationProps, 'total'>;
  /** The table. */
  children: ReactNode;
};

/** The table and its pages; or why nothing shows: the list could not be loaded, or it is empty. */
export function AdminListBody({ list, records, empty, pagination, children }: AdminListBodyProps) {
  const { data } = list;
  if (list.error && !data) {
    return (
      <LoadErrorState
        title={`Could not load the ${records}`}
        message={list.error.message}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (data && data.total === 0) return empty;
  return (
    <>
      {children}
      {data ? (
        <ListPagination {...pagination} total={data.total} />
      ) : (
        <p role="status" className="sr-only">
          {`Loading ${records}...`}
        </p>
      )}
    </>
  );
}
