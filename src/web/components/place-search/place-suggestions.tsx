/**
 * The place box's suggestions (place-box.tsx loads this on its first focus): the places of GET /api/places for
 * what is typed, as the listbox of a combobox with list autocompletion (WAI-ARIA APG "combobox with listbox
 * popup"): Down and Up move through the options and open the list, Enter picks, Escape closes, a click picks; the
 * focus stays in the box throughout, the active option named by aria-activedescendant.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { placeFilters } from '#domain/place-filters';
import { PLACES_LIMITS, type PlaceKind, type PlaceSuggestion, type placesAnswerSchema } from '#domain/places';
import { apiClient } from '#web/lib/api-client';
import { intlLocaleOf } from '#web/lib/i18n';
import { usePlaceNames, type PlaceNames } from '#web/lib/place-names';
import { queryKeys } from '#web/lib/query-keys';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import type { BoxEvents, ComboboxState, PlaceBoxProps } from './place-box';

/** Long enough for a few letters typed in a run to ask once, short enough to keep up with the typing. */
const TYPING_PAUSE_MS = 150;

const KIND_LABELS: Record<PlaceKind, MessageDescriptor> = {
  locality: msg`Locality`,
  city: msg`City`,
  pincode: msg`PIN code`,
};

/**
 * What the list shows for a place, in the page's language: "Whitefield, Bengaluru", "560066 · Whitefield,
 * Bengaluru" (the API's English label, put together from its parts so that Hindi pages name them in Devanagari).
 */
export function placeLabel(place: PlaceSuggestion, names: PlaceNames): string {
  const city = names.city(place.city);
  const where = place.locality ? `${names.locality(place.city, place.locality)}, ${city}` : city;
  return place.kind === 'pincode' && place.pincode ? `${place.pincode} · ${where}` : where;
}

function usePlaces(text: string) {
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  return useQuery({
    queryKey: queryKeys.properties.places(typed),
    // The signal cancels the request once the text has moved on and nothing waits for its answer.
    queryFn: ({ signal }) =>
      apiClient.get<typeof placesAnswerSchema>(`/places?q=${encodeURIComponent(typed)}`, { signal }),
    enabled: typed.length >= PLACES_LIMITS.queryMinLength,
    // The last list stays while the next one comes, rather than closing and opening under the pointer.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // Suggestions are a help: when they fail the box still searches what was typed, with no toast.
    meta: { quietErrors: true },
  });
}

type PlaceSuggestionsProps = Pick<PlaceBoxProps, 'onPick'> & {
  /** The listbox's id, which the box names in aria-controls. */
  id: string;
  text: string;
  eventsRef: BoxEvents;
  onState: (state: ComboboxState) => void;
};

export default function PlaceSuggestions({ id, text, eventsRef, onState, onPick }: PlaceSuggestionsProps) {
  const { t, i18n } = useLingui();
  const names = usePlaceNames();
  const countFormat = new Intl.NumberFormat(intlLocaleOf(i18n.locale));
  const { data } = usePlaces(text);
  const places = text.trim().length >= PLACES_LIMITS.queryMinLength ? (data?.items ?? []) : [];
  // Mounted by the box's first focus, so focused at first.
  const [focused, setFocused] = useState(true);
  // Closed by Escape or a pick, until the next thing typed.
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = focused && !dismissed && places.length > 0;
  const activeId = expanded && active >= 0 && active < places.length ? `${id}-${active}` : undefined;

  useEffect(() => {
    onState({ 'aria-expanded': expanded, 'aria-activedescendant': activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [onState, expanded, activeId]);

  const pick = (index: number) => {
    const place = places[index];
    if (!place) return;
    setDismissed(true);
    setActive(-1);
    onPick(placeFilters(place), placeLabel(place, names));
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = places.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (last < 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!expanded) {
        setDismissed(false);
        // Alt+Down opens the list without choosing (APG); Down and Up open it on the first and last option.
        setActive(event.altKey ? -1 : down ? 0 : last);
      } else setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter' && activeId) {
      // A picked option, not the form's submission: the pick applies the place.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  const onBoxEvent = (event: SyntheticEvent<HTMLInputElement>) => {
    if (event.type === 'focus') setFocused(true);
    else if (event.type === 'blur') setFocused(false);
    else if (event.type === 'keydown') onKey(event as KeyboardEvent<HTMLInputElement>);
    else {
      // Typing: a new question, with no option chosen yet (list autocompletion without automatic selection).
      setDismissed(false);
      setActive(-1);
    }
  };
  useEffect(() => {
    eventsRef.current = onBoxEvent;
  });

  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t`Places`}
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-left shadow-lg dark:border-stone-700 dark:bg-stone-900"
    >
      {places.map((place, index) => {
        const { count } = place;
        const shown = countFormat.format(count);
        const label = placeLabel(place, names);
        return (
          // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the keys are the box's (a combobox keeps the focus in its box and names the active option)
          <li
            key={`${place.kind}:${place.label}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the click picks and the box stays the one focused control.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
            className="flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 text-sm text-stone-800 hover:bg-stone-50 aria-selected:bg-brand-50 aria-selected:text-brand-900 dark:text-stone-100 dark:hover:bg-stone-800 dark:aria-selected:bg-stone-800 dark:aria-selected:text-amber-200"
          >
            <span className="min-w-0 truncate font-medium">{label}</span>
            <span className="shrink-0 text-xs text-stone-500 dark:text-stone-400">
              {t(KIND_LABELS[place.kind])} ·{' '}
              {/* "1 property", "1,250 properties": the words of the search's own result count. */}
              <Plural value={count} one={`${shown} property`} other={`${shown} properties`} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
