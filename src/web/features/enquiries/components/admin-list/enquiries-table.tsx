import { ENQUIRY_SORT_LABELS, type EnquirySort } from '#domain/enquiry-management';
import type { AdminEnquiry } from '#domain/admin-enquiry';
import { AdminTable, ColumnHeader } from '#web/components/ui/admin-table';
import { SortableColumnHeader } from '#web/components/ui/sortable-column-header';
import { columnSortDirection } from '#web/features/enquiries/utils/enquiry-list-params';
import { EnquiryRow } from './enquiry-row';

type EnquiriesTableProps = {
  /** The rows to show; undefined while the first page loads. */
  enquiries: AdminEnquiry[] | undefined;
  pageSize: number;
  sort: EnquirySort;
  onSort: (column: 'created' | 'name') => void;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  fetchedAt: number;
  openEnquiryId: string | undefined;
  onOpen: (enquiry: AdminEnquiry) => void;
};

/** The enquiries as a table (cards on a phone) that scrolls sideways inside its own box when the screen is narrower. */
export function EnquiriesTable({
  enquiries,
  pageSize,
  sort,
  onSort,
  busy,
  fetchedAt,
  openEnquiryId,
  onOpen,
}: EnquiriesTableProps) {
  const sortProps = (column: 'created' | 'name') => ({
    sorted: columnSortDirection(sort, column),
    onSort: () => onSort(column),
  });
  return (
    <AdminTable
      caption={`Enquiries, ${ENQUIRY_SORT_LABELS[sort].toLowerCase()}`}
      minWidthClass="@3xl:min-w-[60rem]"
      columnCount={7}
      columns={
        <>
          <ColumnHeader>Kind</ColumnHeader>
          <SortableColumnHeader label="Name" {...sortProps('name')} />
          <ColumnHeader>Contact</ColumnHeader>
          <ColumnHeader>City</ColumnHeader>
          <ColumnHeader>Listing</ColumnHeader>
          <SortableColumnHeader label="Sent" {...sortProps('created')} />
          <ColumnHeader>Status</ColumnHeader>
        </>
      }
      rows={enquiries?.map((enquiry) => (
        <EnquiryRow
          key={enquiry.id}
          enquiry={enquiry}
          now={fetchedAt}
          selected={enquiry.id === openEnquiryId}
          onOpen={onOpen}
        />
      ))}
      pageSize={pageSize}
      busy={busy}
    />
  );
}
