/**
 * The filters beyond the common ones (PIN code, area, facing, age, floor, parking, availability, how recent, RERA,
 * the Verified badge, who posted it, featured), loaded when the
 * visitor opens "More filters" or arrives with one of them set: the search page's first download stays within its
 * budget, and the panel stays short for those who never need them.
 */

import { useId, useState } from 'react';
import { FLOOR_BANDS, FLOOR_BAND_LABELS, MAX_PARKING_FILTER, parkingWords } from '#domain/listing-search';
import { formatArea } from '#domain/price-format';
import { LISTER_KIND_LABELS, LISTER_KINDS } from '#domain/listing-lister';
import {
  AGES_OF_PROPERTY,
  AGE_OF_PROPERTY_LABELS,
  AMENITIES,
  MAIN_CATEGORIES,
  MAIN_CATEGORY_LABELS,
  FACINGS,
  FACING_LABELS,
  PIN_CODE,
} from '#domain/taxonomy';
import { toggled } from '#web/lib/property-search-params';
import { FilterSection, RangeFields, TickList, fieldBox, tickBox } from './filter-controls';
import { useDraft } from './use-draft';
import type { FilterPanelProps } from './filter-panel';

/** Amenities shown before "Show all": the list is long, and these are the ones most asked for. */
const AMENITIES_SHOWN = 6;
const BATHROOM_CHOICES = [1, 2, 3, 4];
const PARKING_CHOICES = Array.from({ length: MAX_PARKING_FILTER }, (_, index) => index + 1);
const AREAS = [500, 750, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000];
const POSTED_WITHIN_CHOICES = [
  { value: undefined, label: 'Any time' },
  { value: 1, label: '24 hours' },
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
] as const;

export default function MoreFilters({ search, onChange }: Omit<FilterPanelProps, 'onClear'>) {
  const [allAmenities, setAllAmenities] = useState(false);
  // A ticked amenity stays in view even when the list is folded.
  const amenities = allAmenities
    ? AMENITIES
    : AMENITIES.filter((amenity, index) => index < AMENITIES_SHOWN || search.amenities?.includes(amenity));
  return (
    <>
      <FilterSection legend="Property category">
        <ChoiceList
          name="category"
          choices={[
            { value: undefined, label: 'Any' },
            ...MAIN_CATEGORIES.map((category) => ({
              value: category,
              label: MAIN_CATEGORY_LABELS[category],
            })),
          ]}
          chosen={search.category}
          onChoose={(category) => onChange({ category })}
        />
      </FilterSection>

      <FilterSection legend="Bathrooms">
        <MinimumSelect
          id="search-min-bathrooms"
          label="Minimum bathrooms"
          anyLabel="Any number"
          choices={BATHROOM_CHOICES}
          describe={(count) => `${count}+ bathroom${count === 1 ? '' : 's'}`}
          value={search.minBathrooms}
          onChoose={(minBathrooms) => onChange({ minBathrooms })}
        />
      </FilterSection>

      <FilterSection legend="Amenities">
        <div id="search-amenities">
          <TickList
            options={amenities}
            ticked={search.amenities}
            onToggle={(amenity, on) => onChange({ amenities: toggled(search.amenities, amenity, on) })}
          />
        </div>
        <button
          type="button"
          aria-expanded={allAmenities}
          aria-controls="search-amenities"
          onClick={() => setAllAmenities(!allAmenities)}
          className="mt-2 text-sm font-semibold text-brand-700 hover:text-brand-900 dark:text-amber-300"
        >
          {allAmenities ? 'Show fewer' : `Show all ${AMENITIES.length} amenities`}
        </button>
      </FilterSection>

      <FilterSection legend="PIN code">
        <PinCodeField pincode={search.pincode} onApply={(pincode) => onChange({ pincode })} />
      </FilterSection>

      <FilterSection legend="Area (sq.ft)">
        <RangeFields
          labels={{ min: 'Minimum area (sq.ft)', max: 'Maximum area (sq.ft)' }}
          min={search.minArea}
          max={search.maxArea}
          suggestions={AREAS.map((value) => ({ value, label: formatArea(value) }))}
          describe={formatArea}
          onApply={(minArea, maxArea) => onChange({ minArea, maxArea })}
        />
      </FilterSection>

      <FilterSection legend="Facing">
        <TickList
          options={FACINGS}
          labels={FACING_LABELS}
          ticked={search.facing}
          onToggle={(facing, on) => onChange({ facing: toggled(search.facing, facing, on) })}
        />
      </FilterSection>

      <FilterSection legend="Age of property">
        <TickList
          options={AGES_OF_PROPERTY}
          labels={AGE_OF_PROPERTY_LABELS}
          ticked={search.age}
          onToggle={(age, on) => onChange({ age: toggled(search.age, age, on) })}
        />
      </FilterSection>

      <FilterSection legend="Floor">
        <TickList
          options={FLOOR_BANDS}
          labels={FLOOR_BAND_LABELS}
          ticked={search.floor}
          onToggle={(band, on) => onChange({ floor: toggled(search.floor, band, on) })}
        />
      </FilterSection>

      <FilterSection legend="Parking">
        <MinimumSelect
          id="search-min-parking"
          label="Minimum parking spaces"
          anyLabel="Any parking"
          choices={PARKING_CHOICES}
          describe={parkingWords}
          value={search.minParking}
          onChoose={(minParking) => onChange({ minParking })}
        />
      </FilterSection>

      <FilterSection legend="Trust">
        <div className="space-y-2">
          <OnlyBox
            id="search-rera"
            label="RERA registered only"
            on={search.rera === 'true'}
            onSwitch={(on) => onChange({ rera: on ? 'true' : undefined })}
          />
          <OnlyBox
            id="search-verified"
            label="Verified listings only"
            on={search.verified === 'true'}
            onSwitch={(on) => onChange({ verified: on ? 'true' : undefined })}
          />
        </div>
      </FilterSection>
      <FilterSection legend="Posted by">
        <TickList
          options={LISTER_KINDS}
          labels={LISTER_KIND_LABELS}
          ticked={search.postedBy}
          onToggle={(kind, on) => onChange({ postedBy: toggled(search.postedBy, kind, on) })}
        />
      </FilterSection>
      <FilterSection legend="Availability">
        <label
          htmlFor="search-available-by"
          className="mb-1 block text-xs font-medium text-stone-600 dark:text-stone-300"
        >
          Available by
        </label>
        <input
          id="search-available-by"
          type="date"
          value={search.availableBy ?? ''}
          onChange={(event) => {
            const date = event.target.value;
            if (date === '' || /^\d{4}-\d{2}-\d{2}$/.test(date)) onChange({ availableBy: date || undefined });
          }}
          className={fieldBox}
        />
      </FilterSection>

      <FilterSection legend="Posted within">
        <ChoiceList
          name="posted-within"
          choices={POSTED_WITHIN_CHOICES}
          chosen={search.postedWithin}
          onChoose={(postedWithin) => onChange({ postedWithin })}
        />
      </FilterSection>

      <FilterSection legend="Featured">
        <OnlyBox
          id="search-featured"
          label="Featured properties only"
          on={search.featured === 'true'}
          onSwitch={(on) => onChange({ featured: on ? 'true' : undefined })}
        />
      </FilterSection>
    </>
  );
}

/** A choice of "at least N" (bathrooms, parking spaces), with "any" for no minimum. */
function MinimumSelect({
  id,
  label,
  anyLabel,
  choices,
  describe,
  value,
  onChoose,
}: {
  id: string;
  label: string;
  anyLabel: string;
  choices: readonly number[];
  describe: (count: number) => string;
  value: number | undefined;
  onChoose: (value: number | undefined) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : undefined)}
        className={fieldBox}
      >
        <option value="">{anyLabel}</option>
        {choices.map((count) => (
          <option key={count} value={count}>
            {describe(count)}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A PIN code box, applied when left or on Enter once it reads as a PIN code (6 digits, the first not 0; a space
 * after the third allowed); emptied, the filter is off.
 */
function PinCodeField({
  pincode,
  onApply,
}: {
  pincode: string | undefined;
  onApply: (pincode: string | undefined) => void;
}) {
  const [draft, setDraft] = useDraft(pincode ?? '');
  const apply = () => {
    const typed = draft.replace(/\s/g, '');
    if (typed === '' || PIN_CODE.test(typed)) {
      if ((typed || undefined) !== pincode) onApply(typed || undefined);
    }
  };
  return (
    <>
      <label htmlFor="search-pincode" className="sr-only">
        PIN code
      </label>
      <input
        id="search-pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        placeholder="e.g. 560066"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className={fieldBox}
      />
    </>
  );
}

/** A box that narrows the search to listings with one quality ("Featured properties only"). */
function OnlyBox({
  id,
  label,
  on,
  onSwitch,
}: {
  id: string;
  label: string;
  on: boolean;
  onSwitch: (on: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={on}
        onChange={(event) => onSwitch(event.target.checked)}
        className="size-4 shrink-0 rounded accent-brand-700 dark:accent-amber-400"
      />
      <label htmlFor={id} className="text-sm text-stone-700 dark:text-stone-200">
        {label}
      </label>
    </div>
  );
}

type ChoiceListProps<T extends string | number> = {
  name: string;
  choices: ReadonlyArray<{ value: T | undefined; label: string }>;
  chosen: T | undefined;
  onChoose: (value: T | undefined) => void;
};

/** Radio buttons where "Any" (value undefined) turns the filter off. */
function ChoiceList<T extends string | number>({ name, choices, chosen, onChoose }: ChoiceListProps<T>) {
  const id = useId();
  return (
    <ul className="space-y-2">
      {choices.map((choice, index) => (
        <li key={choice.label} className="flex items-center gap-2.5">
          <input
            id={`${id}-${index}`}
            type="radio"
            name={`${name}-${id}`}
            checked={chosen === choice.value}
            onChange={() => onChoose(choice.value)}
            className={tickBox}
          />
          <label htmlFor={`${id}-${index}`} className="text-sm text-stone-700 dark:text-stone-200">
            {choice.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
