/**
 * The filters beyond the common ones (PIN code, area, facing, age, floor, parking, availability, how recent, RERA,
 * the Verified badge, who posted it, featured), loaded when the
 * visitor opens "More filters" or arrives with one of them set: the search page's first download stays within its
 * budget, and the panel stays short for those who never need them.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FLOOR_BANDS, MAX_PARKING_FILTER } from '#domain/listing-search';
import { LISTER_KINDS } from '#domain/listing-lister';
import { AGES_OF_PROPERTY, AMENITIES, MAIN_CATEGORIES, FACINGS, PIN_CODE } from '#domain/taxonomy';
import { AMENITY_MESSAGES } from '#web/lib/labels/amenities';
import { FACING_MESSAGES } from '#web/lib/labels/facing';
import { FLOOR_BAND_MESSAGES } from '#web/lib/labels/floor-bands';
import { LISTER_KIND_MESSAGES } from '#web/lib/labels/lister-kinds';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { AGE_OF_PROPERTY_MESSAGES } from '#web/lib/labels/property-ages';
import { toggled } from '#domain/listing-search-address';
import { FilterSection, RangeFields, TickList, fieldBox, tickBox } from './filter-controls';
import { useDraft } from './use-draft';
import type { FilterPanelProps } from './filter-panel';
import { useAreaWords } from './area-words';

/** Amenities shown before "Show all": the list is long, and these are the ones most asked for. */
const AMENITIES_SHOWN = 6;
const BATHROOM_CHOICES = [1, 2, 3, 4];
const PARKING_CHOICES = Array.from({ length: MAX_PARKING_FILTER }, (_, index) => index + 1);
const AREAS = [500, 750, 1_000, 1_500, 2_000, 3_000, 5_000, 10_000];
const POSTED_WITHIN_CHOICES: ReadonlyArray<{ value: number | undefined; label: MessageDescriptor }> = [
  { value: undefined, label: msg`Any time` },
  { value: 1, label: msg`24 hours` },
  { value: 7, label: msg`7 days` },
  { value: 30, label: msg`30 days` },
  { value: 90, label: msg`90 days` },
];

export default function MoreFilters({ search, onChange }: Omit<FilterPanelProps, 'onClear'>) {
  const { t } = useLingui();
  const { area, parking, bathrooms } = useAreaWords();
  const [allAmenities, setAllAmenities] = useState(false);
  // A ticked amenity stays in view even when the list is folded.
  const amenities = allAmenities
    ? AMENITIES
    : AMENITIES.filter((amenity, index) => index < AMENITIES_SHOWN || search.amenities?.includes(amenity));
  return (
    <>
      <FilterSection legend={t`Property category`}>
        <ChoiceList
          name="category"
          choices={[
            { value: undefined, label: t`Any` },
            ...MAIN_CATEGORIES.map((category) => ({
              value: category,
              label: t(MAIN_CATEGORY_MESSAGES[category]),
            })),
          ]}
          chosen={search.category}
          onChoose={(category) => onChange({ category })}
        />
      </FilterSection>

      <FilterSection legend={t`Bathrooms`}>
        <MinimumSelect
          id="search-min-bathrooms"
          label={t`Minimum bathrooms`}
          anyLabel={t`Any number`}
          choices={BATHROOM_CHOICES}
          describe={bathrooms}
          value={search.minBathrooms}
          onChoose={(minBathrooms) => onChange({ minBathrooms })}
        />
      </FilterSection>

      <FilterSection legend={t`Amenities`}>
        <div id="search-amenities">
          <TickList
            options={amenities}
            labels={AMENITY_MESSAGES}
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
          {allAmenities ? t`Show fewer` : t`Show all ${AMENITIES.length} amenities`}
        </button>
      </FilterSection>

      <FilterSection legend={t`PIN code`}>
        <PinCodeField pincode={search.pincode} onApply={(pincode) => onChange({ pincode })} />
      </FilterSection>

      <FilterSection legend={t`Area (sq.ft)`}>
        <RangeFields
          labels={{ min: t`Minimum area (sq.ft)`, max: t`Maximum area (sq.ft)` }}
          min={search.minArea}
          max={search.maxArea}
          suggestions={AREAS.map((value) => ({ value, label: area(value) }))}
          describe={area}
          onApply={(minArea, maxArea) => onChange({ minArea, maxArea })}
        />
      </FilterSection>

      <FilterSection legend={t`Facing`}>
        <TickList
          options={FACINGS}
          labels={FACING_MESSAGES}
          ticked={search.facing}
          onToggle={(facing, on) => onChange({ facing: toggled(search.facing, facing, on) })}
        />
      </FilterSection>

      <FilterSection legend={t`Age of property`}>
        <TickList
          options={AGES_OF_PROPERTY}
          labels={AGE_OF_PROPERTY_MESSAGES}
          ticked={search.age}
          onToggle={(age, on) => onChange({ age: toggled(search.age, age, on) })}
        />
      </FilterSection>

      <FilterSection legend={t`Floor`}>
        <TickList
          options={FLOOR_BANDS}
          labels={FLOOR_BAND_MESSAGES}
          ticked={search.floor}
          onToggle={(band, on) => onChange({ floor: toggled(search.floor, band, on) })}
        />
      </FilterSection>

      <FilterSection legend={t`Parking`}>
        <MinimumSelect
          id="search-min-parking"
          label={t`Minimum parking spaces`}
          anyLabel={t`Any parking`}
          choices={PARKING_CHOICES}
          describe={parking}
          value={search.minParking}
          onChoose={(minParking) => onChange({ minParking })}
        />
      </FilterSection>

      <FilterSection legend={t`Trust`}>
        <div className="space-y-2">
          <OnlyBox
            id="search-rera"
            label={t`RERA registered only`}
            on={search.rera === 'true'}
            onSwitch={(on) => onChange({ rera: on ? 'true' : undefined })}
          />
          <OnlyBox
            id="search-verified"
            label={t`Verified listings only`}
            on={search.verified === 'true'}
            onSwitch={(on) => onChange({ verified: on ? 'true' : undefined })}
          />
        </div>
      </FilterSection>
      <FilterSection legend={t`Posted by`}>
        <TickList
          options={LISTER_KINDS}
          labels={LISTER_KIND_MESSAGES}
          ticked={search.postedBy}
          onToggle={(kind, on) => onChange({ postedBy: toggled(search.postedBy, kind, on) })}
        />
      </FilterSection>
      <FilterSection legend={t`Availability`}>
        <label
          htmlFor="search-available-by"
          className="mb-1 block text-xs font-medium text-stone-600 dark:text-stone-300"
        >
          <Trans>Available by</Trans>
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

      <FilterSection legend={t`Posted within`}>
        <ChoiceList
          name="posted-within"
          choices={POSTED_WITHIN_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
          chosen={search.postedWithin}
          onChoose={(postedWithin) => onChange({ postedWithin })}
        />
      </FilterSection>

      <FilterSection legend={t`Featured`}>
        <OnlyBox
          id="search-featured"
          label={t`Featured properties only`}
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
  const { t } = useLingui();
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
        <Trans>PIN code</Trans>
      </label>
      <input
        id="search-pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={7}
        placeholder={t`e.g. 560066`}
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
