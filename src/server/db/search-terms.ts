/**
 * What an admin's header search text can mean: words in a name or title, part of a phone number, a record's id
 * (whole, or a listing's first eight characters), or a booking's reference.
 */
import { readBookingReference } from '#domain/booking-reference';
import { normaliseIndianMobile } from '#domain/contact-fields';
import { containsPattern, startsWithPattern, wordStartsWithPattern } from './like-pattern.js';

export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;
/** Fewer digits than this match too many phone numbers to be worth showing. */
export const PHONE_DIGITS_MIN = 3;

export type SearchTerms = {
  /** The text as typed, trimmed, runs of spaces made one. */
  text: string;
  contains: string;
  startsWith: string;
  wordStartsWith: string;
  /** The digits to find inside stored phone numbers, when the text reads as (part of) a phone number. */
  phoneDigits: string | null;
  /** The whole number in the stored form ('+919876543210') when the text is a complete Indian mobile. */
  phone: string | null;
  /** The ids the text names: one id, or every id starting with an 8-character short id. */
  idRange: { from: string; to: string } | null;
  /** The one id the text names in full. */
  id: string | null;
  /** The booking reference the text reads as (see readBookingReference). */
  bookingReference: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = /^[0-9a-f]{8}$/;
// Digits with the separators people type in phone numbers, nothing else: "98765", "+91 98765-43210".
const PHONE_LIKE = /^[+\d\s().-]+$/;

function phoneDigitsOf(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  // Stored numbers are +91 and ten digits; a leading 0 is the trunk prefix people dial, never stored.
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= PHONE_DIGITS_MIN ? digits : null;
}

function idRangeOf(id: string): SearchTerms['idRange'] {
  if (UUID.test(id)) return { from: id, to: id };
  if (SHORT_ID.test(id))
    return { from: `${id}-0000-0000-0000-000000000000`, to: `${id}-ffff-ffff-ffff-ffffffffffff` };
  return null;
}

export function searchTermsFor(query: string): SearchTerms {
  const text = query.trim().replace(/\s+/g, ' ');
  const id = text.replace(/^#/, '').toLowerCase();
  return {
    text,
    contains: containsPattern(text),
    startsWith: startsWithPattern(text),
    wordStartsWith: wordStartsWithPattern(text),
    phoneDigits: phoneDigitsOf(text),
    phone: normaliseIndianMobile(text),
    idRange: idRangeOf(id),
    id: UUID.test(id) ? id : null,
    bookingReference: readBookingReference(text),
  };
}
