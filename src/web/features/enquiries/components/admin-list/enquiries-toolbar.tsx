import { FilterX } from 'lucide-react';
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
import { isOneOf } from '../../../../../domain/taxonomy';
import { FilterChips } from '../../../../components/ui/filter-chips';
import { ListSearchBox } from '../../../../components/ui/list-search-box';
import { ToolbarDateInput } from '../../../../components/ui/toolbar-date-input';
import { ToolbarSelect } from '../../../../components/ui/toolbar-select';
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
    <div className="space-y-3 border-b border-brand-100 p-4 dark:border-stone-800">
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ToolbarDateInput
          label="Sent from"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(from) => onFiltersChange({ from: from || undefined })}
        />
        <ToolbarDateInput
          label="to"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(to) => onFiltersChange({ to: to || undefined })}
        />
        <ToolbarSelect
          label="Sort"
          value={sort}
          onChange={(value) => {
            if (isOneOf(ENQUIRY_SORTS, value)) onSortChange(value);
          }}
        >
          {ENQUIRY_SORTS.map((option) => (
            <option key={option} value={option}>
              {ENQUIRY_SORT_LABELS[option]}
            </option>
          ))}
        </ToolbarSelect>
        {hasActiveFilters(filters) ? (
          <button
            type="button"
            onClick={onClearFilters}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-amber-300 dark:hover:bg-stone-800"
          >
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </button>
        ) : null}
      </div>
    </div>
  );
}
