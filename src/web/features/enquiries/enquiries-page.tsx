import { useEffect } from 'react';
import type { AdminEnquiry } from '../../../domain/enquiry-management';
import { ListPagination } from '../../components/ui/list-pagination';
import { ListRefreshBar } from '../../components/ui/list-refresh-bar';
import { LoadErrorState } from '../../components/ui/load-error-state';
import { pageCount } from '../../components/ui/page-numbers';
import { useAdminEnquiries } from './api/get-admin-enquiries';
import { NoEnquiriesYet, NoMatchingEnquiries } from './components/admin-list/enquiries-empty-state';
import { EnquiriesTable } from './components/admin-list/enquiries-table';
import { EnquiriesToolbar } from './components/admin-list/enquiries-toolbar';
import { ExportEnquiriesLink } from './components/admin-list/export-enquiries-link';
import { EnquiryDetailPanel } from './components/enquiry-detail/enquiry-detail-panel';
import {
  hasActiveFilters,
  toListRequest,
  withColumnSort,
  withEnquiry,
  withFilters,
  withKindToggled,
  withPage,
  withPageSize,
  withSort,
  withStatusToggled,
  withoutFilters,
} from './enquiry-list-params';
import { useEnquiryParams } from './hooks/use-enquiry-params';

/** Skeleton rows while the first page loads: enough to fill the card, not a whole page of 100. */
const MAX_SKELETON_ROWS = 10;

/**
 * /admin/enquiries: construction (villas on demand), property and contact enquiries, with a detail panel for
 * one. Everything on screen, the open enquiry included, is in the address, so a notification can link to it.
 */
export function EnquiriesPage() {
  const { params, setParams } = useEnquiryParams();
  const enquiries = useAdminEnquiries(toListRequest(params));
  const { data } = enquiries;

  // A page past the end (an old link, or enquiries filtered away meanwhile) shows the last page instead of nothing.
  const lastPage = data ? pageCount(data.total, params.pageSize) : undefined;
  const pastTheEnd =
    lastPage !== undefined &&
    !enquiries.isPlaceholderData &&
    data?.items.length === 0 &&
    params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd && lastPage !== undefined) setParams(withPage(params, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, params, setParams]);

  const open = (enquiry: AdminEnquiry) => setParams(withEnquiry(params, enquiry.id));
  const clearFilters = () => setParams(withoutFilters(params));

  const list = () => {
    if (enquiries.isError && !data) {
      return (
        <LoadErrorState
          title="Could not load the enquiries"
          message={enquiries.error.message}
          retrying={enquiries.isFetching}
          onRetry={() => void enquiries.refetch()}
        />
      );
    }
    if (data && data.total === 0) {
      return hasActiveFilters(params) ? (
        <NoMatchingEnquiries onClearFilters={clearFilters} />
      ) : (
        <NoEnquiriesYet />
      );
    }
    return (
      <>
        <EnquiriesTable
          enquiries={data?.items}
          skeletonRows={Math.min(params.pageSize, MAX_SKELETON_ROWS)}
          sort={params.sort}
          onSort={(column) => setParams(withColumnSort(params, column))}
          busy={enquiries.isPlaceholderData}
          fetchedAt={enquiries.dataUpdatedAt}
          openEnquiryId={params.enquiry}
          onOpen={open}
        />
        {data ? (
          <ListPagination
            page={params.page}
            pageSize={params.pageSize}
            total={data.total}
            onPageChange={(page) => setParams(withPage(params, page))}
            onPageSizeChange={(pageSize) => setParams(withPageSize(params, pageSize))}
          />
        ) : (
          <p role="status" className="sr-only">
            Loading enquiries...
          </p>
        )}
      </>
    );
  };

  return (
    <section
      aria-label="Enquiries"
      className="relative overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      {enquiries.isFetching && data ? <ListRefreshBar /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 px-4 py-3 dark:border-stone-800">
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Villas on demand, questions about listings and messages from the contact page.
        </p>
        <ExportEnquiriesLink filters={params} sort={params.sort} />
      </div>
      <EnquiriesToolbar
        filters={params}
        sort={params.sort}
        statusCounts={data?.statusCounts}
        onFiltersChange={(changes) => setParams(withFilters(params, changes))}
        onStatusToggle={(status) => setParams(withStatusToggled(params, status))}
        onKindToggle={(kind) => setParams(withKindToggled(params, kind))}
        onSortChange={(sort) => setParams(withSort(params, sort))}
        onClearFilters={clearFilters}
      />
      {list()}
      <EnquiryDetailPanel
        enquiryId={params.enquiry}
        onClose={() => setParams(withEnquiry(params, undefined))}
      />
    </section>
  );
}
