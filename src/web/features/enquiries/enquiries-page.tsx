import type { AdminEnquiry } from '#domain/admin-enquiry';
import { AdminListBody, AdminListCard } from '#web/components/ui/admin-list-card';
import { CsvExportLink } from '#web/components/ui/csv-export-link';
import { useListPaging } from '#web/components/ui/use-list-paging';
import { withFilters, withSort } from '#web/lib/list-search-params';
import { useListSearchParams } from '#web/lib/use-list-search-params';
import { useAdminEnquiries } from './api/get-admin-enquiries';
import { NoEnquiriesYet, NoMatchingEnquiries } from './components/admin-list/enquiries-empty-state';
import { EnquiriesTable } from './components/admin-list/enquiries-table';
import { EnquiriesToolbar } from './components/admin-list/enquiries-toolbar';
import { EnquiryDetailPanel } from './components/enquiry-detail/enquiry-detail-panel';
import {
  hasActiveFilters,
  parseEnquiryParams,
  toEnquirySearch,
  toExportQuery,
  toListRequest,
  withColumnSort,
  withEnquiry,
  withKindToggled,
  withStatusToggled,
  withoutFilters,
} from './utils/enquiry-list-params';

/**
 * /admin/enquiries: construction (villas on demand), property and contact enquiries, with a detail panel for
 * one. Everything on screen, the open enquiry included, is in the address, so a notification can link to it.
 */
export function EnquiriesPage() {
  const { params, setParams } = useListSearchParams(parseEnquiryParams, toEnquirySearch);
  const enquiries = useAdminEnquiries(toListRequest(params));
  const { data } = enquiries;
  const pagination = useListPaging(enquiries, params, setParams);

  const open = (enquiry: AdminEnquiry) => setParams((current) => withEnquiry(current, enquiry.id));
  const clearFilters = () => setParams((current) => withoutFilters(current));

  return (
    <AdminListCard label="Enquiries" refreshing={enquiries.isFetching && data !== undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 px-4 py-3 dark:border-stone-800">
        <p className="text-sm text-stone-600 dark:text-stone-300">
          Villas on demand, questions about listings and messages from the contact page.
        </p>
        <CsvExportLink
          href={`/api/admin/enquiries/export.csv?${toExportQuery(params)}`}
          matched={data?.total}
        />
      </div>
      <EnquiriesToolbar
        filters={params}
        sort={params.sort}
        statusCounts={data?.statusCounts}
        onFiltersChange={(changes) => setParams((current) => withFilters(current, changes))}
        onStatusToggle={(status) => setParams((current) => withStatusToggled(current, status))}
        onKindToggle={(kind) => setParams((current) => withKindToggled(current, kind))}
        onSortChange={(sort) => setParams((current) => withSort(current, sort))}
        onClearFilters={clearFilters}
      />
      <AdminListBody
        list={enquiries}
        records="enquiries"
        empty={
          hasActiveFilters(params) ? (
            <NoMatchingEnquiries onClearFilters={clearFilters} />
          ) : (
            <NoEnquiriesYet />
          )
        }
        pagination={pagination}
      >
        <EnquiriesTable
          enquiries={data?.items}
          pageSize={params.pageSize}
          sort={params.sort}
          onSort={(column) => setParams((current) => withColumnSort(current, column))}
          busy={enquiries.isPlaceholderData}
          fetchedAt={enquiries.dataUpdatedAt}
          openEnquiryId={params.enquiry}
          onOpen={open}
        />
      </AdminListBody>
      <EnquiryDetailPanel
        enquiryId={params.enquiry}
        onClose={() => setParams((current) => withEnquiry(current, undefined))}
      />
    </AdminListCard>
  );
}
