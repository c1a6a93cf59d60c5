/** What the search's labels built outside components need to speak the page's language. */
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { usePlaceNames, useShortPrice, type PlaceNames } from '#web/lib/place-names';

export type SearchWords = {
  i18n: I18n;
  /** City and locality names: Devanagari on Hindi pages. */
  places: PlaceNames;
  /** '₹45 L', on Hindi pages '₹45 लाख'. */
  price: (amount: number) => string;
};

export function useSearchWords(): SearchWords {
  const { i18n } = useLingui();
  return { i18n, places: usePlaceNames(), price: useShortPrice() };
}
