/**
 * The filters beyond the common ones (facing, age, floor, parking, RERA and the Verified badge), loaded when the
 * visitor opens "More filters" or arrives with one of them set: the search page's first download stays within its
 * budget, and the panel stays short for those who never need them.
 */
import { FLOOR_BANDS, FLOOR_BAND_LABELS, MAX_PARKING_FILTER, parkingWords } from '#domain/listing-search';
import { AGES_OF_PROPERTY, AGE_OF_PROPERTY_LABELS, FACINGS, FACING_LABELS } from '#domain/taxonomy';
import { toggled } from '#web/lib/property-search-params';
import { FilterSection, OnlyBox, TickList, fieldBox } from './filter-controls';
import type { FilterPanelProps } from './filter-panel';

const PARKING_CHOICES = Array.from({ length: MAX_PARKING_FILTER }, (_, index) => index + 1);

export default function MoreFilters({ search, onChange }: Omit<FilterPanelProps, 'onClear'>) {
  return (
    <>
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
        <label htmlFor="search-min-parking" className="sr-only">
          Minimum parking spaces
        </label>
        <select
          id="search-min-parking"
          value={search.minParking ?? ''}
          onChange={(event) =>
            onChange({ minParking: event.target.value ? Number(event.target.value) : undefined })
          }
          className={fieldBox}
        >
          <option value="">Any parking</option>
          {PARKING_CHOICES.map((count) => (
            <option key={count} value={count}>
              {parkingWords(count)}
            </option>
          ))}
        </select>
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
    </>
  );
}
