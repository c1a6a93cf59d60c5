import { Plus } from 'lucide-react';
import {
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  MAIN_CATEGORY_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_STATUS_LABELS,
  SUB_CATEGORIES,
  SUB_CATEGORY_LABELS,
  isOneOf,
  type MainCategory,
  type SubCategory,
} from '#domain/taxonomy';
import { ADMIN_STATE_FILTER_LABELS, ADMIN_STATE_FILTERS } from '#domain/listing-state-change';
import { ButtonLink } from '#web/components/ui/button-link';
import { ReviewQueueLink } from './review-queue-link';
import { ListSearchBox } from '#web/components/ui/list-search-box';
import { ClearFiltersButton, ListToolbar, ListToolbarControls } from '#web/components/ui/list-toolbar';
import { ToolbarSelect } from '#web/components/ui/toolbar-select';
import {
  SEARCH_MAX_LENGTH,
  hasActiveFilters,
  subCategoriesFor,
  type AdminListFilters,
  type AdminListParams,
} from '#web/features/listings-admin/utils/admin-list-params';

type ListingsToolbarProps = {
  params: AdminListParams;
  onFiltersChange: (changes: Partial<AdminListFilters>) => void;
  onClearFilters: () => void;
  /** Only an admin adds a listing by hand; an agent works the listings assigned to them (decision 027). */
  mayAddListings: boolean;
};

const featuredValue = (featured: boolean | undefined) => (featured === undefined ? '' : String(featured));

function SubCategoryOptions({ mainCategory }: { mainCategory: MainCategory | undefined }) {
  const option = (subCategory: SubCategory) => (
    <option key={subCategory} value={subCategory}>
      {SUB_CATEGORY_LABELS[subCategory]}
    </option>
  );
  if (mainCategory) return subCategoriesFor(mainCategory).map(option);
  return MAIN_CATEGORIES.map((category) => (
    <optgroup key={category} label={MAIN_CATEGORY_LABELS[category]}>
      {SUB_CATEGORIES[category].map(option)}
    </optgroup>
  ));
}

/** Search, filters and "Add Property" above the listings table. */
export function ListingsToolbar({
  params,
  onFiltersChange,
  onClearFilters,
  mayAddListings,
}: ListingsToolbarProps) {
  return (
    <ListToolbar>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearchBox
          value={params.q}
          onSearch={(q) => onFiltersChange({ q })}
          label="Search listings"
          placeholder="Search by title, city or address"
          maxLength={SEARCH_MAX_LENGTH}
        />
        <ReviewQueueLink params={params} />
        {mayAddListings ? (
          <ButtonLink to="/admin/add-property" className="shrink-0 self-start sm:self-auto">
            <Plus className="size-4" aria-hidden="true" />
            Add Property
          </ButtonLink>
        ) : null}
        <ButtonLink
          to="/admin/properties/import"
          variant="secondary"
          className="shrink-0 self-start sm:self-auto"
        >
          Import from CSV
        </ButtonLink>
      </div>
      <ListToolbarControls>
        <ToolbarSelect
          label="Status"
          value={params.status ?? ''}
          onChange={(value) =>
            onFiltersChange({ status: isOneOf(PROPERTY_STATUSES, value) ? value : undefined })
          }
        >
          <option value="">All</option>
          {PROPERTY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROPERTY_STATUS_LABELS[status]}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect
          label="State"
          value={params.state ?? ''}
          onChange={(value) =>
            onFiltersChange({ state: isOneOf(ADMIN_STATE_FILTERS, value) ? value : undefined })
          }
        >
          <option value="">All</option>
          {ADMIN_STATE_FILTERS.map((state) => (
            <option key={state} value={state}>
              {ADMIN_STATE_FILTER_LABELS[state]}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect
          label="Category"
          value={params.mainCategory ?? ''}
          onChange={(value) =>
            onFiltersChange({ mainCategory: isOneOf(MAIN_CATEGORIES, value) ? value : undefined })
          }
        >
          <option value="">All</option>
          {MAIN_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {MAIN_CATEGORY_LABELS[category]}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect
          label="Type"
          value={params.subCategory ?? ''}
          onChange={(value) =>
            onFiltersChange({
              subCategory: isOneOf(ALL_SUB_CATEGORIES, value) ? value : undefined,
            })
          }
        >
          <option value="">All types</option>
          <SubCategoryOptions mainCategory={params.mainCategory} />
        </ToolbarSelect>
        <ToolbarSelect
          label="Featured"
          value={featuredValue(params.featured)}
          onChange={(value) => onFiltersChange({ featured: value === '' ? undefined : value === 'true' })}
        >
          <option value="">All</option>
          <option value="true">Featured</option>
          <option value="false">Not featured</option>
        </ToolbarSelect>
        {hasActiveFilters(params) ? <ClearFiltersButton onClick={onClearFilters} /> : null}
      </ListToolbarControls>
    </ListToolbar>
  );
}
