import { useLingui } from '@lingui/react/macro';
/** The card an admin list sits in, and what it shows under its toolbar: the table and pages, or why there are none. */
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { ListPagination, type ListPaginationProps } from './list-pagination';
import { ListRefreshBar } from './list-refresh-bar';
import { LoadErrorState } from './load-error-state';
import { RowsChangedNotice } from './rows-changed-notice';

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
      className="relative overflow-clip rounded-2xl border border-brand-100 bg-white shadow-sm focus:outline-none dark:border-stone-800 dark:bg-stone-900"
    >
      {refreshing ? <ListRefreshBar /> : null}
      {children}
    </section>
  );
}

type AdminListBodyProps = {
  /** The list's query (TanStack Query's result has all of it). */
  list: {
    data?: { total: number; changedInPlace?: true };
    error: Error | null;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** The records' word, plural, in "Could not load the bookings" and "Loading bookings...". */
  records: string;
  /** Shown when the list has no rows: nothing recorded yet, or nothing matching the filters. */
  empty: ReactNode;
  pagination: Omit<ListPaginationProps, 'total'>;
  /** The table. */
  children: ReactNode;
};

/**
 * The table and its pages, with a line offering a refresh when rows were changed in place; or why nothing shows:
 * the list could not be loaded, or it is empty.
 */
export function AdminListBody({ list, records, empty, pagination, children }: AdminListBodyProps) {
  const { t } = useLingui();
  const { data } = list;
  const rowsRef = useRef<HTMLDivElement>(null);
  if (list.error && !data) {
    return (
      <LoadErrorState
        title={t`Could not load the ${records}`}
        message={list.error.message}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (data && data.total === 0) return empty;
  const refresh = async () => {
    await list.refetch();
    // The line and its button are gone with the refresh: the admin carries on from the table (named by its caption).
    rowsRef.current?.querySelector('table')?.focus();
  };
  return (
    <>
      <div ref={rowsRef}>{children}</div>
      <RowsChangedNotice
        changed={data?.changedInPlace === true}
        refreshing={list.isFetching}
        onRefresh={() => void refresh()}
      />
      {data ? (
        <ListPagination {...pagination} total={data.total} />
      ) : (
        <p role="status" className="sr-only">
          {t`Loading ${records}...`}
        </p>
      )}
    </>
  );
}
