/** The place autocomplete: what was typed read as a PIN code or as names, answered from the kept place counts. */
import { isDevanagari, placeStartedInHindi } from '#domain/hindi-place-names';
import { cityNamed, nearestCity } from '#domain/indian-places';
import { PLACES_LIMITS, type PlaceSuggestion, type PlacesAnswer } from '#domain/places';
import type { Database } from '#server/db/client';
import { namedPlaces, pinCodePlaces, type PlaceRow } from '#server/listings/place-counts';

function toSuggestion({ kind, city, locality, pincode, count }: PlaceRow): PlaceSuggestion {
  const where = locality ? `${locality}, ${city}` : city;
  return {
    kind,
    label: kind === 'pincode' ? `${pincode} · ${where}` : where,
    city,
    ...(locality && { locality }),
    ...(pincode && { pincode }),
    count,
  };
}

/** A Devanagari name, or the start of one, as the place's stored name: "बेंग" asks for Bengaluru. */
function inEnglish(text: string): string {
  if (!isDevanagari(text)) return text;
  const place = placeStartedInHindi(text);
  return place ? (place.locality ?? place.city) : text;
}

/**
 * Up to PLACES_LIMITS.suggestions places for the text: digits are a PIN code's first digits; words are names of
 * localities and cities, misspelt or old ("Bangalore" also asks for Bengaluru, "Banglore" too). Localities and
 * cities are ranked together: a name the text starts, then the closest, then the most listings.
 */
export async function suggestPlaces(db: Database, q: string): Promise<PlacesAnswer> {
  const text = inEnglish(q.trim());
  if (text.length < PLACES_LIMITS.queryMinLength) return { items: [] };
  const digits = text.replace(/\s/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.startsWith('0') || digits.length > 6) return { items: [] };
    return { items: (await pinCodePlaces(db, digits, PLACES_LIMITS.suggestions)).map(toSuggestion) };
  }
  const cities = [
    ...new Set([cityNamed(text)?.name, nearestCity(text)?.name].filter((name) => name !== undefined)),
  ];
  const rows = await namedPlaces(db, text, cities, PLACES_LIMITS.suggestions);
  rows.sort((a, b) => b.starts - a.starts || b.closeness - a.closeness || b.count - a.count);
  return { items: rows.slice(0, PLACES_LIMITS.suggestions).map(toSuggestion) };
}
