/**
 * A text box that suggests places (localities, cities, PIN codes) as they are typed: an ARIA combobox with a
 * listbox popup (WAI-ARIA APG). Only the box is here; the suggestions' code (the query, the list, the keys) loads
 * on the first focus, so the pages that show the box at once do not carry it in their first download.
 */
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type { PlaceFilters } from '#domain/place-filters';

const PlaceSuggestions = lazy(() => import('./place-suggestions'));

/** What the suggestions set on the box: whether the list shows and which option is the active one. */
export type ComboboxState = { 'aria-expanded': boolean; 'aria-activedescendant'?: string };
/** The box's focus, blur, key and input events, passed on to the suggestions once they have loaded. */
export type BoxEvents = RefObject<((event: SyntheticEvent<HTMLInputElement>) => void) | undefined>;

export type PlaceBoxProps = Omit<ComponentProps<'input'>, 'value' | 'role'> & {
  value: string;
  /** A suggestion was picked: the search filters that find what it counted (place-filters.ts), and its label. */
  onPick: (filters: PlaceFilters, label: string) => void;
};

export function PlaceBox({ value, onPick, onChange, ...input }: PlaceBoxProps) {
  const listboxId = useId();
  // Undefined until the box is first focused, which loads the suggestions.
  const [combobox, setCombobox] = useState<ComboboxState>();
  const eventsRef: BoxEvents = useRef(undefined);
  const pass = (event: SyntheticEvent<HTMLInputElement>) => eventsRef.current?.(event);
  return (
    <>
      <input
        {...input}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-controls={listboxId}
        aria-expanded={false}
        {...combobox}
        onFocus={(event) => {
          setCombobox((state) => state ?? { 'aria-expanded': false });
          pass(event);
        }}
        onBlur={pass}
        onKeyDown={pass}
        onChange={(event) => {
          onChange?.(event);
          pass(event);
        }}
      />
      {combobox && (
        <Suspense>
          <PlaceSuggestions
            id={listboxId}
            text={value}
            eventsRef={eventsRef}
            onState={setCombobox}
            onPick={onPick}
          />
        </Suspense>
      )}
    </>
  );
}
