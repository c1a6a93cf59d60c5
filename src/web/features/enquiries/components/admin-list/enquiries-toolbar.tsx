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
} from '../../../../../domain/enquiry-management';
import { FilterChips } from '../../../../components/ui/filter-chips';
import {
  ClearFiltersButton,
  DayRangeInputs,
  ListToolbar,
  ListToolbarControls,
  SortSelect,
} from '../../../../components/ui/list-toolbar';
import { ListSearchBox } from '../../../../components/ui/list-search-box';
import { hasActiveFilters, type EnquiryFilters } from '../../enquiry-list-params';

type EnquiriesToolbarProps = {
  filters: EnquiryFilters;
  sort: EnquirySort;
  statusCounts: Record<EnquiryStatus, number> | undefined;
  onFiltersChange: (changes: Partial<EnquiryFilters>) => void;
  onStatusToggle: (status: EnquiryStatus) => void;
  onKindToggle: (kind: EnquiryKind) => void;
  onSortChange: (sort: EnquirySort) => void;
  onClearFilters: () => void;
};

/** Search, status and kind chips, the days sent and the order, above the enquiries table. */
export function EnquiriesToolbar({
  filters,
  sort,
  statusCounts,
  onFiltersChange,
  onStatusToggle,
  onKindToggle,
  onSortChange,
  onClearFilters,
}: EnquiriesToolbarProps) {
  return (
    <ListToolbar>
      <ListSearchBox
        value={filters.q}
        onSearch={(q) => onFiltersChange({ q })}
        label="Search enquiries"
        placeholder="Search by name, phone, email, city, message or listing"
        maxLength={ENQUIRY_SEARCH_MAX}
      />
      <FilterChips
        label="Filter by status"
        values={ENQUIRY_STATUSES}
        labels={ENQUIRY_STATUS_LABELS}
        chosen={filters.status}
        counts={statusCounts}
        onToggle={onStatusToggle}
        onAll={() => onFiltersChange({ status: [] })}
      />
      <FilterChips
        label="Filter by kind"
        values={ENQUIRY_KINDS}
        labels={ENQUIRY_KIND_LABELS}
        chosen={filters.kind}
        onToggle={onKindToggle}
        onAll={() => onFiltersChange({ kind: [] })}
      />
      <ListToolbarControls>
        <DayRangeInputs
          fromLabel="Sent from"
          toName="Sent to"
          from={filters.from}
          to={filters.to}
          onChange={onFiltersChange}
        />
        <SortSelect sorts={ENQUIRY_SORTS} labels={ENQUIRY_SORT_LABELS} value={sort} onChange={onSortChange} />
        {hasActiveFilters(filters) ? <ClearFiltersButton onClick={onClearFilters} /> : null}
      </ListToolbarControls>
    </ListToolbar>
  );
}
