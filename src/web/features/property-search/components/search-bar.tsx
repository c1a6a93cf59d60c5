import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Search } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import type { ListingSearch } from '#domain/listing-search';
import { CITY_MAX_LENGTH, type PropertyStatus } from '#domain/taxonomy';
import { PlaceBox } from '#web/components/place-search/place-box';
import { SearchInput } from '#web/components/ui/search-input';
import type { ListingFilters } from '#domain/listing-search-address';
import { usePlaceNames } from '#web/lib/place-names';
import { useDraft } from './use-draft';

/** How long typing must pause before the results follow: one search per word, not per letter. */
const TYPING_DELAY_MS = 600;

const STATUS_CHOICES: Array<{ status: PropertyStatus; label: MessageDescriptor }> = [
  { status: 'sale', label: msg`Buy` },
  { status: 'rent', label: msg`Rent` },
];

type SearchBarProps = {
  search: ListingSearch;
  onChange: (changes: Partial<ListingFilters>) => void;
};

const applied = (text: string) => text.trim() || undefined;

/** Keyword, city and Buy/Rent: the search's main question, above the filters. */
export function SearchBar({ search, onChange }: SearchBarProps) {
  const { t } = useLingui();
  const placeNames = usePlaceNames();
  const [keyword, setKeyword] = useDraft(search.q ?? '');
  // A Hindi page shows the city in Devanagari; the search reads a Devanagari name as the city it names.
  const shownCity = search.city ? placeNames.city(search.city) : '';
  const [city, setCity] = useDraft(shownCity);

  const pending = (): Partial<ListingFilters> | null => {
    const changes: Partial<ListingFilters> = {};
    if (applied(keyword) !== search.q) changes.q = applied(keyword);
    // Another city is another place: a locality picked in the last one goes with it.
    if (applied(city) !== (shownCity || undefined)) {
      Object.assign(changes, { city: applied(city), locality: undefined });
    }
    return Object.keys(changes).length > 0 ? changes : null;
  };

  const applyPending = () => {
    const changes = pending();
    if (changes) onChange(changes);
  };
  const applyAfterTyping = useEffectEvent(applyPending);
  useEffect(() => {
    const timer = setTimeout(applyAfterTyping, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword, city]);

  // Narrower than a laptop, two rows (Buy or Rent and the words; the city and Search) rather than four; the
  // rows dissolve into one line on wide screens. The order of the controls is the same either way.
  return (
    <form
      role="search"
      aria-label={t`Property search`}
      className="flex flex-col gap-1.5 rounded-2xl border border-brand-100 bg-white p-1.5 shadow-sm lg:flex-row lg:items-center lg:gap-3 lg:p-3 dark:border-stone-800 dark:bg-stone-900"
      onSubmit={(event) => {
        event.preventDefault();
        applyPending();
      }}
    >
      <div className="flex gap-1.5 lg:contents">
        <div
          role="group"
          aria-label={t`Buy or rent`}
          className="flex shrink-0 rounded-full bg-stone-100 p-1 dark:bg-stone-800"
        >
          {STATUS_CHOICES.map(({ status, label }) => (
            <button
              key={status}
              type="button"
              aria-pressed={search.status === status}
              onClick={() => onChange({ status: search.status === status ? undefined : status })}
              className="h-8 rounded-full px-3.5 text-sm font-semibold text-stone-700 hover:text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white sm:px-5 lg:h-9 dark:text-stone-200 dark:aria-pressed:bg-amber-500 dark:aria-pressed:text-stone-950"
            >
              {t(label)}
            </button>
          ))}
        </div>
        <SearchInput
          look="public"
          label={t`Search by locality, project or keyword`}
          className="min-w-0 flex-1 lg:flex-[2]"
          fieldClassName="w-full"
          value={keyword}
          maxLength={100}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t`Search by locality, project or keyword`}
        />
      </div>
      <div className="flex gap-1.5 lg:contents">
        <div className="relative min-w-0 flex-1">
          <MapPin className="search-icon-public" aria-hidden="true" />
          <PlaceBox
            aria-label={t`City, locality or PIN code`}
            className="search-field-public w-full"
            value={city}
            maxLength={CITY_MAX_LENGTH}
            onChange={(event) => setCity(event.target.value)}
            onPick={(place) => {
              setCity(place.city ? placeNames.city(place.city) : '');
              // The place picked replaces the place searched: a PIN code the city, a city the PIN code.
              onChange({ city: undefined, locality: undefined, pincode: undefined, ...place });
            }}
            placeholder={t`City, locality or PIN`}
            autoComplete="off"
          />
        </div>
        <button
          type="submit"
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 lg:h-11 lg:px-6 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
        >
          <Search className="size-4" aria-hidden="true" />
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}
