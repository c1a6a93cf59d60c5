import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building, MapPin, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  SUB_CATEGORIES,
  isOneOf,
  type MainCategory,
  type PropertyStatus,
} from '#domain/taxonomy';
import type { CityCount } from '#domain/home-overview';
import type { PlaceFilters } from '#domain/place-filters';
import { PlaceBox } from '#web/components/place-search/place-box';
import { heroSearchAddress, type PropertyTypeChoice } from '#web/features/home/utils/hero-search-address';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';

const STATUS_CHOICES: Array<{ status: PropertyStatus; label: MessageDescriptor }> = [
  { status: 'sale', label: msg`Buy` },
  { status: 'rent', label: msg`Rent` },
];

/** A whole category's option in the type select. */
const ALL_OF_CATEGORY: Record<MainCategory, MessageDescriptor> = {
  residential: msg`All residential property`,
  commercial: msg`All commercial property`,
};

const TYPE_CHOICES = [...MAIN_CATEGORIES, ...ALL_SUB_CATEGORIES] as const;

const fieldLabel =
  'mb-1.5 block text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300';
const fieldBox =
  'h-12 w-full rounded-xl border border-stone-300 bg-white pl-10 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-500 dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100 dark:placeholder:text-stone-400';
const fieldIcon = 'pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-400';

type HeroSearchFormProps = {
  /** The cities with listings: what typed without picking a suggestion is recognised as a city. */
  cities: readonly CityCount[];
};

/** Buy or rent, where, and what: the three questions every house hunt starts with, answered on /properties. */
export function HeroSearchForm({ cities }: HeroSearchFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const placeId = useId();
  const typeId = useId();
  const [status, setStatus] = useState<PropertyStatus>('sale');
  const [place, setPlace] = useState('');
  // The suggestion picked, while the box still shows it: its filters find what it counted.
  const [picked, setPicked] = useState<{ label: string; filters: PlaceFilters }>();
  const [propertyType, setPropertyType] = useState<PropertyTypeChoice>('');

  return (
    <form
      role="search"
      aria-label={t`Find a property`}
      className="rounded-2xl border border-brand-100 bg-white p-4 shadow-lg shadow-brand-900/5 sm:p-5 dark:border-stone-800 dark:bg-stone-900 dark:shadow-none"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(
          heroSearchAddress(
            { status, place, propertyType, picked: picked?.label === place ? picked.filters : undefined },
            cities.map(({ city }) => city),
          ),
        );
      }}
    >
      <fieldset>
        <legend className="sr-only">
          <Trans>Buy or rent</Trans>
        </legend>
        <div className="inline-flex rounded-full bg-stone-100 p-1 dark:bg-stone-800">
          {STATUS_CHOICES.map((choice) => (
            <label
              key={choice.status}
              className="relative cursor-pointer rounded-full px-6 py-2 text-sm font-semibold text-stone-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2 dark:text-stone-200 dark:has-[:checked]:bg-amber-500 dark:has-[:checked]:text-stone-950 dark:has-[:focus-visible]:ring-offset-stone-900"
            >
              <input
                type="radio"
                name="status"
                value={choice.status}
                checked={status === choice.status}
                onChange={() => setStatus(choice.status)}
                // Transparent over the whole pill, so the radio itself takes the tap; the label draws its state.
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 grid gap-3 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_auto] md:items-end">
        <div>
          <label htmlFor={placeId} className={fieldLabel}>
            <Trans>City or locality</Trans>
          </label>
          <div className="relative">
            <MapPin className={fieldIcon} aria-hidden="true" />
            <PlaceBox
              id={placeId}
              type="text"
              value={place}
              onChange={(event) => setPlace(event.target.value)}
              onPick={(filters, label) => {
                setPlace(label);
                setPicked({ label, filters });
              }}
              maxLength={100}
              placeholder={t`e.g. Pune, Whitefield or 560066`}
              autoComplete="off"
              enterKeyHint="search"
              className={`${fieldBox} pr-4`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={typeId} className={fieldLabel}>
            <Trans>Property type</Trans>
          </label>
          <div className="relative">
            <Building className={fieldIcon} aria-hidden="true" />
            <select
              id={typeId}
              value={propertyType}
              onChange={(event) => {
                const { value } = event.target;
                setPropertyType(isOneOf(TYPE_CHOICES, value) ? value : '');
              }}
              className={`${fieldBox} pr-8`}
            >
              <option value="">{t`All property types`}</option>
              {MAIN_CATEGORIES.map((category) => (
                <optgroup key={category} label={t(MAIN_CATEGORY_MESSAGES[category])}>
                  <option value={category}>{t(ALL_OF_CATEGORY[category])}</option>
                  {SUB_CATEGORIES[category].map((type) => (
                    <option key={type} value={type}>
                      {t(SUB_CATEGORY_MESSAGES[type])}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        </div>
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-700 px-7 text-base font-semibold text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          <Search className="size-5" aria-hidden="true" />
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}
