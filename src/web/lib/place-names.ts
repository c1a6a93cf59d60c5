/**
 * Place names and prices in the page's language (docs/decisions/028-english-and-hindi.md): on Hindi pages cities
 * and localities in Devanagari and prices in लाख and करोड़. The Devanagari name table loads with the Hindi pages'
 * extras (startI18n), never on English pages, which show the names as they are stored.
 */
import { useLingui } from '@lingui/react';
import { formatINRShort, formatINRShortHindi } from '#domain/price-format';

type HindiPlaceNames = Pick<
  typeof import('#domain/hindi-place-names'),
  'cityNameInHindi' | 'localityNameInHindi' | 'stateNameInHindi'
>;

let hindiNames: HindiPlaceNames | undefined;

/** The Devanagari names once loaded (Hindi pages only), for code outside components; undefined on English pages. */
export const hindiPlaceNames = (): HindiPlaceNames | undefined => hindiNames;

/** Loads the Devanagari place names (once); Hindi pages do before they render. */
export async function loadHindiPlaceNames(): Promise<void> {
  hindiNames ??= await import('#domain/hindi-place-names');
}

export type PlaceNames = {
  city: (city: string) => string;
  /** A locality's name; its city tells apart localities of the same name. */
  locality: (city: string | undefined, locality: string) => string;
  state: (state: string) => string;
};

const AS_STORED: PlaceNames = {
  city: (city) => city,
  locality: (_city, locality) => locality,
  state: (state) => state,
};

/** The names of places as the page's language writes them. */
export function usePlaceNames(): PlaceNames {
  const { i18n } = useLingui();
  const names = i18n.locale === 'hi' ? hindiNames : undefined;
  if (!names) return AS_STORED;
  return {
    city: names.cityNameInHindi,
    locality: (city, locality) => (city ? names.localityNameInHindi(city, locality) : locality),
    state: names.stateNameInHindi,
  };
}

/** '₹45 L' on English pages, '₹45 लाख' on Hindi ones. */
export function useShortPrice(): (amount: number) => string {
  const { i18n } = useLingui();
  return i18n.locale === 'hi' ? formatINRShortHindi : formatINRShort;
}
