import { useLingui } from '@lingui/react/macro';
/**
 * The toolbar of a list of visitor records (bookings, enquiries): search, status chips, a day range and the
 * order, with room for a list's own chips and controls, and "Clear filters" while any is on.
 */
import type { ReactNode } from 'react';
import type { RecordFilters } from '#web/lib/list-search-params';
import { FilterChips } from './filter-chips';
import { ListSearchBox } from './list-search-box';
import {
  ClearFiltersButton,
  DayRangeInputs,
  ListToolbar,
  ListToolbarControls,
  SortSelect,
} from './list-toolbar';

/** What a list screen gives its toolbar: the filters and order it shows, and the moves that change them. */
export type RecordListState<Status extends string, Sort extends string> = {
  filters: RecordFilters<Status>;
  sort: Sort;
  statusCounts: Record<Status, number> | undefined;
  onFiltersChange: (changes: Partial<RecordFilters<Status>>) => void;
  onStatusToggle: (status: Status) => void;
  onSortChange: (sort: Sort) => void;
  onClearFilters: () => void;
};

type RecordListToolbarProps<Status extends string, Sort extends string> = RecordListState<Status, Sort> & {
  search: { label: string; placeholder: string; maxLength: number };
  statuses: { values: readonly Status[]; labels: Record<Status, string> };
  /** The day range's labels ("Visits from", and "Visits to" for screen readers). */
  days: { fromLabel: string; toName: string };
  sorts: { values: readonly Sort[]; labels: Record<Sort, string> };
  /** Whether any filter is on, the list's own included. */
  filtered: boolean;
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
  const { t } = useLingui();
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
        label={t`Filter by status`}
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
