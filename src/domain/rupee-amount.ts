/**
 * Rupee amounts as people type them in India: "50 lakh", "75L", "1.2 cr", "25k", "₹45,00,000", "Rs 40,000", and on
 * Hindi pages "50 लाख", "1.2 करोड़" (the Hindi budget quick picks read so, formatINRShortHindi). The
 * search's budget boxes and its address read amounts with this one rule, so "50 lakh" means ₹50,00,000 (it used to
 * keep 50, i.e. ₹50). Zod-free: the search page reads it on its first load.
 */
import { CRORE, LAKH } from './price-format.js';

const UNITS: ReadonlyArray<{ words: readonly string[]; rupees: number }> = [
  { words: ['crores', 'crore', 'cr', 'c', 'करोड़', 'करोड'], rupees: CRORE },
  { words: ['lakhs', 'lakh', 'lacs', 'lac', 'l', 'लाख'], rupees: LAKH },
  { words: ['thousand', 'k', 'हज़ार', 'हजार'], rupees: 1_000 },
];

const UNIT_OF: ReadonlyMap<string, number> = new Map(
  UNITS.flatMap(({ words, rupees }) => words.map((word) => [word.normalize('NFC'), rupees] as const)),
);

// A number (Indian or Western grouping, an optional decimal part) and an optional unit word after it, in Latin
// letters or Devanagari.
const AMOUNT =
  /^(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([a-z\p{Script=Devanagari}]*)\.?\s*(?:\/-)?$/u;

/**
 * The whole rupees a typed amount stands for, or undefined when it is not an amount (empty, negative, words
 * HouseHunt does not know, or more than one number).
 */
export function parseRupeeAmount(text: string): number | undefined {
  // NFC, here and in UNIT_OF, so करोड़ matches typed with its nukta as one letter or as two.
  const match = AMOUNT.exec(text.trim().toLowerCase().normalize('NFC'));
  if (!match) return undefined;
  const [, digits, unit] = match;
  const value = Number(digits!.replace(/,/g, ''));
  const multiplier = unit ? UNIT_OF.get(unit) : 1;
  if (!Number.isFinite(value) || multiplier === undefined) return undefined;
  return Math.round(value * multiplier);
}
