import {
  ENQUIRY_KINDS,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_SEARCH_MAX,
  ENQUIRY_SORTS,
  ENQUIRY_SORT_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
  type EnquirySort,
  type EnquiryStatus,
} from '#domain/enquiry-management';
import { FilterChips } from '#web/components/ui/filter-chips';
import { RecordListToolbar, type RecordListState } from '#web/components/ui/record-list-toolbar';
import { hasActiveFilters, type EnquiryFilters } from '#web/features/enquiries/utils/enquiry-list-params';

type EnquiriesToolbarProps = RecordListState<EnquiryStatus, EnquirySort> & {
  filters: EnquiryFilters;
  onFiltersChange: (changes: Partial<EnquiryFilters>) => void;
  onKindToggle: (kind: EnquiryKind) => void;
};

/** Search, status and kind chips, the days sent and the order, above the enquiries table. */
export function EnquiriesToolbar({ onKindToggle, ...list }: EnquiriesToolbarProps) {
  const { filters, onFiltersChange } = list;
  return (
    <RecordListToolbar
      {...list}
      search={{
        label: 'Search enquiries',
        placeholder: 'Search by name, phone, email, city, message or listing',
        maxLength: ENQUIRY_SEARCH_MAX,
      }}
      statuses={{ values: ENQUIRY_STATUSES, labels: ENQUIRY_STATUS_LABELS }}
      days={{ fromLabel: 'Sent from', toName: 'Sent to' }}
      sorts={{ values: ENQUIRY_SORTS, labels: ENQUIRY_SORT_LABELS }}
      filtered={hasActiveFilters(filters)}
      chips={
        <FilterChips
          label="Filter by kind"
          values={ENQUIRY_KINDS}
          labels={ENQUIRY_KIND_LABELS}
          chosen={filters.kind}
          onToggle={onKindToggle}
          onAll={() => onFiltersChange({ kind: [] })}
        />
      }
    />
  );
}
