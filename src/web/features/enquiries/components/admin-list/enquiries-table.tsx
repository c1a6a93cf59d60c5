import {
  ENQUIRY_SORT_LABELS,
  type AdminEnquiry,
  type EnquirySort,
} from '../../../../../domain/enquiry-management';
import { SkeletonRows } from '../../../../components/ui/skeleton-rows';
import { SortableColumnHeader } from '../../../../components/ui/sortable-column-header';
import { columnSortDirection } from '../../enquiry-list-params';
import { EnquiryRow } from './enquiry-row';

const COLUMN_COUNT = 7;
const plainHeader = 'px-3 py-2 text-left text-xs font-semibold tracking-wide uppercase';

type EnquiriesTableProps = {
  /** The rows to show; undefined while the first page loads (skeleton rows stand in). */
  enquiries: AdminEnquiry[] | undefined;
  skeletonRows: number;
  sort: EnquirySort;
  onSort: (column: 'created' | 'name') => void;
  /** A newer page is loading while these rows stay on screen. */
  busy: boolean;
  fetchedAt: number;
  openEnquiryId: string | undefined;
  onOpen: (enquiry: AdminEnquiry) => void;
};

/** The enquiries as a table that scrolls sideways inside its own box on a narrow screen. */
export function EnquiriesTable({
  enquiries,
  skeletonRows,
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
    <div className="overflow-x-auto">
      <table
        aria-busy={busy || enquiries === undefined}
        className={`w-full min-w-[60rem] text-sm transition-opacity motion-reduce:transition-none ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{`Enquiries, ${ENQUIRY_SORT_LABELS[sort].toLowerCase()}`}</caption>
        <thead className="border-b border-brand-100 bg-stone-50 text-stone-600 dark:border-stone-800 dark:bg-stone-900/60 dark:text-stone-300">
          <tr>
            <th scope="col" className={plainHeader}>
              Kind
            </th>
            <SortableColumnHeader label="Name" {...sortProps('name')} />
            <th scope="col" className={plainHeader}>
              Contact
            </th>
            <th scope="col" className={plainHeader}>
              City
            </th>
            <th scope="col" className={plainHeader}>
              Listing
            </th>
            <SortableColumnHeader label="Sent" {...sortProps('created')} />
            <th scope="col" className={plainHeader}>
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100 dark:divide-stone-800">
          {enquiries === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={COLUMN_COUNT} />
          ) : (
            enquiries.map((enquiry) => (
              <EnquiryRow
                key={enquiry.id}
                enquiry={enquiry}
                now={fetchedAt}
                selected={enquiry.id === openEnquiryId}
                onOpen={onOpen}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
