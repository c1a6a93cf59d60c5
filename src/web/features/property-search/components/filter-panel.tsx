import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { BEDROOM_CHOICES, MORE_FILTER_KEYS, type ListingSearch } from '#domain/listing-search';
import { CRORE, LAKH } from '#domain/price-format';
import { parseRupeeAmount } from '#domain/rupee-amount';
import { FURNISHING_STATUSES, MAIN_CATEGORIES, SUB_CATEGORIES, type MainCategory } from '#domain/taxonomy';
import { useShortPrice } from '#web/lib/place-names';
import { FURNISHING_STATUS_MESSAGES } from '#web/lib/labels/furnishing';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';
import { FilterSection, RangeFields, TickList } from './filter-controls';
import { toggled, type ListingFilters } from '#domain/listing-search-address';

// Rents and sale prices live in different ranges, so the quick picks follow Buy or Rent: rents in thousands a
// month, sale prices in lakh and crore steps, as budgets are said.
const RENT_PRICES = [
  5_000,
  10_000,
  15_000,
  20_000,
  25_000,
  30_000,
  40_000,
  50_000,
  75_000,
  LAKH,
  1.5 * LAKH,
  2 * LAKH,
  5 * LAKH,
];
const SALE_PRICES = [
  10 * LAKH,
  20 * LAKH,
  30 * LAKH,
  40 * LAKH,
  50 * LAKH,
  60 * LAKH,
  75 * LAKH,
  90 * LAKH,
  CRORE,
  1.25 * CRORE,
  1.5 * CRORE,
  2 * CRORE,
  3 * CRORE,
  5 * CRORE,
  10 * CRORE,
  20 * CRORE,
];

const MoreFilters = lazy(() => import('./more-filters'));

export type FilterPanelProps = {
  search: ListingSearch;
  onChange: (changes: Partial<ListingFilters>) => void;
  /** Left out where "Clear all" has a place of its own (the phone drawer's footer). */
  onClear?: () => void;
};

/** Every filter beyond the search bar; each change is passed on at once (number boxes when left). */
export function FilterPanel({ search, onChange, onClear }: FilterPanelProps) {
  const { t } = useLingui();
  const shortPrice = useShortPrice();
  const moreChosen = MORE_FILTER_KEYS.filter((key) => search[key] !== undefined).length;
  const [moreOpen, setMoreOpen] = useState(moreChosen > 0);
  const categories: readonly MainCategory[] = search.category ? [search.category] : MAIN_CATEGORIES;
  const prices = search.status === 'rent' ? RENT_PRICES : SALE_PRICES;

  return (
    <div className="space-y-5">
      <FilterSection legend={t`Property type`}>
        <div className="space-y-3">
          {categories.map((category) => (
            <div key={category}>
              {categories.length > 1 ? (
                <p className="mb-1.5 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
                  {t(MAIN_CATEGORY_MESSAGES[category])}
                </p>
              ) : null}
              <TickList
                options={SUB_CATEGORIES[category]}
                labels={SUB_CATEGORY_MESSAGES}
                ticked={search.type}
                onToggle={(type, on) => onChange({ type: toggled(search.type, type, on) })}
              />
            </div>
          ))}
        </div>
      </FilterSection>

      <FilterSection legend={t`Price range`}>
        <RangeFields
          labels={{ min: t`Minimum price (₹)`, max: t`Maximum price (₹)` }}
          min={search.minPrice}
          max={search.maxPrice}
          suggestions={prices.map((value) => ({ value, label: shortPrice(value) }))}
          describe={shortPrice}
          parse={parseRupeeAmount}
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </FilterSection>

      <FilterSection legend={t`Bedrooms`}>
        <div className="flex flex-wrap gap-2">
          {BEDROOM_CHOICES.map((count) => {
            const pressed = search.bedrooms?.includes(count) ?? false;
            return (
              <button
                key={count}
                type="button"
                aria-pressed={pressed}
                aria-label={
                  count === 5
                    ? t`5 or more bedrooms`
                    : t`${plural(count, { one: '# bedroom', other: '# bedrooms' })}`
                }
                onClick={() => onChange({ bedrooms: toggled(search.bedrooms, count, !pressed)?.sort() })}
                className="h-9 min-w-12 rounded-full border border-stone-300 px-3 text-sm font-medium text-stone-700 hover:border-brand-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-stone-700 dark:text-stone-200 dark:aria-pressed:border-amber-500 dark:aria-pressed:bg-amber-500 dark:aria-pressed:text-stone-950"
              >
                {count === 5 ? '5+' : count}
              </button>
            );
          })}
        </div>
      </FilterSection>

      <FilterSection legend={t`Furnishing`}>
        <TickList
          options={FURNISHING_STATUSES}
          labels={FURNISHING_STATUS_MESSAGES}
          ticked={search.furnishing}
          onToggle={(status, on) => onChange({ furnishing: toggled(search.furnishing, status, on) })}
        />
      </FilterSection>

      <div className="border-t border-stone-200 pt-4 dark:border-stone-800">
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls="search-more-filters"
          onClick={() => setMoreOpen(!moreOpen)}
          className="flex w-full items-center justify-between text-sm font-semibold text-stone-900 dark:text-stone-100"
        >
          {moreChosen > 0 ? t`More filters (${moreChosen})` : t`More filters`}
          <span
            aria-hidden="true"
            className={`transition-transform motion-reduce:transition-none ${moreOpen ? 'rotate-180' : ''}`}
          >
            ▾
          </span>
        </button>
      </div>
      {moreOpen ? (
        <div id="search-more-filters" className="space-y-5">
          <Suspense fallback={null}>
            <MoreFilters search={search} onChange={onChange} />
          </Suspense>
        </div>
      ) : null}

      {onClear ? (
        <button
          type="button"
          onClick={onClear}
          className="w-full rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700 hover:border-brand-500 hover:text-brand-800 dark:border-stone-700 dark:text-stone-200"
        >
          <Trans>Clear all filters</Trans>
        </button>
      ) : null}
    </div>
  );
}
