/**
 * What became of a listing that left, in the page's language: the API answers it as data (listing-departure.ts),
 * and this is the one place the shortlist, recently viewed, the comparison, the departed banner and the gone page
 * say it, "Sold on 3 Dec" / "3 दिसंबर को बिक गया", the day in India's calendar.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatShortDate, indiaToday } from '#domain/india-calendar';
import type { ListingDeparture } from '#domain/listing-departure';

/** "Sold on 3 Dec", "Rented out on 3 Dec 2025" (another year's day has its year), "No longer available". */
export function departureNote(
  i18n: I18n,
  departure: ListingDeparture,
  today: string = indiaToday(new Date()),
): string {
  if (departure.kind === 'unavailable' || departure.on === null) return i18n._(msg`No longer available`);
  const day = formatShortDate(departure.on, today, i18n.locale === 'hi' ? 'hi' : 'en');
  return departure.kind === 'sold' ? i18n._(msg`Sold on ${day}`) : i18n._(msg`Rented out on ${day}`);
}
