/**
 * The toolbar of a list of visitor records (bookings, enquiries): search, status chips, a day range and the
 * order, with room for a list's own chips and controls, and "Clear filters" while any is on.
 */
import type { ReactNode } from 'react';
import { FilterChips } from './filter-chips';
import { ListSearchBox } from './list-search-box';
import {
  ClearFiltersButton,
  DayRangeInputs,
  ListToolbar,
  ListToolbarControls,
  SortSelect,
} from './list-toolbar';

/** The filters every record list has. */
export type RecordListFilters<Status extends string> = {
  q: string;
  status: Status[];
  from?: string;
  to?: string;
};

type RecordListToolbarProps<Status extends string, Sort extends string> = {
  filters: RecordListFilters<Status>;
  search: { label: string; placeholder: string; maxLength: number };
  statuses: { values: readonly Status[]; labels: Record<Status, string> };
  statusCounts: Record<Status, number> | undefined;
  /** The day range's labels ("Visits from", and "Visits to" for screen readers). */
  days: { fromLabel: string; toName: string };
  sorts: { values: readonly Sort[]; labels: Record<Sort, string> };
  sort: Sort;
  /** Whether any filter is on, the list's own included. */
  filtered: boolean;
  onFiltersChange: (changes: Partial<RecordListFilters<Status>>) => void;
  onStatusToggle: (status: Status) => void;
  onSortChange: (sort: Sort) => void;
  onClearFilters: () => void;
  /** The list's own chips, under the status chips. */
  chips?: ReactNode;
  /** The list's own controls, after the order. */
  controls?: ReactNode;
};

export function RecordListToolbar<Status extends string, Sort extends string>({
  filters,
  search,
  statuses,
  statusCounts,
  days,
  sorts,
  sort,
  filtered,
  onFiltersChange,
  onStatusToggle,
  onSortChange,
  onClearFilters,
  chips,
  controls,
}: RecordListToolbarProps<Status, Sort>) {
  return (
    <ListToolbar>
      <ListSearchBox
        value={filters.q}
        onSearch={(q) => onFiltersChange({ q })}
        label={search.label}
        placeholder={search.placeholder}
        maxLength={search.maxLength}
      />
      <FilterChips
        label="Filter by status"
        values={statuses.values}
        labels={statuses.labels}
        chosen={filters.status}
        counts={statusCounts}
        onToggle={onStatusToggle}
        onAll={() => onFiltersChange({ status: [] })}
      />
      {chips}
      <ListToolbarControls>
        <DayRangeInputs
          fromLabel={days.fromLabel}
          toName={days.toName}
          from={filters.from}
          to={filters.to}
          onChange={onFiltersChange}
        />
        <SortSelect sorts={sorts.values} labels={sorts.labels} value={sort} onChange={onSortChange} />
        {controls}
        {filtered ? <ClearFiltersButton onClick={onClearFilters} /> : null}
      </ListToolbarControls>
    </ListToolbar>
  );
}
