/**
 * The words of the heads the server writes itself in the page's language, from the `pages` catalogues
 * (src/server/locales/{en,hi}/pages.po); the route table's titles and descriptions are in site-routes(-hindi).ts.
 */
import { formatShortDate, indiaToday } from '#domain/india-calendar';
import type { ListingDeparture } from '#domain/listing-departure';
import type { Locale } from '#domain/site-language';
import { compileServerCatalogue } from '#server/i18n/server-catalogue';

export type PageWords = {
  /** "Sold on 3 Dec" / "3 दिसंबर को बिक गया", "Rented out on 3 Dec", "No longer available". */
  departure(departure: ListingDeparture, now: Date): string;
  /** The description of a gone listing's page. */
  goneDescription: string;
};

function wordsIn(locale: Locale): PageWords {
  const { t } = compileServerCatalogue('pages', locale);
  return {
    departure: (departure, now) =>
      departure.kind === 'unavailable' || departure.on === null
        ? t('gone.title.unavailable')
        : t(`gone.title.${departure.kind}`, {
            day: formatShortDate(departure.on, indiaToday(now), locale),
          }),
    goneDescription: t('gone.description'),
  };
}

const compiled = new Map<Locale, PageWords>();

/** The words for `locale`, compiled on first use and kept: the catalogues do not change while the server runs. */
export function pageWords(locale: Locale): PageWords {
  let words = compiled.get(locale);
  if (!words) {
    words = wordsIn(locale);
    compiled.set(locale, words);
  }
  return words;
}
