/**
 * Amounts said in words the Indian way (lakh, crore), for the admin's price box: kept apart from the price
 * formats every listing card uses, so the cards do not carry the words.
 */
import { CRORE, formatINRInLakhsAndCrores, LAKH } from './price-format.js';

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The Indian places, largest first; a count of crores is itself said in lakhs and thousands ('one lakh crore'). */
const PLACES = [
  { size: CRORE, name: 'crore' },
  { size: LAKH, name: 'lakh' },
  { size: 1000, name: 'thousand' },
  { size: 100, name: 'hundred' },
] as const;

function belowHundredInWords(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 12,50,000 → 'twelve lakh fifty thousand': a whole number said the Indian way. */
export function numberInIndianWords(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (value < 0 && n > 0) return `minus ${numberInIndianWords(n)}`;
  if (n < 100) return belowHundredInWords(n);
  const place = PLACES.find(({ size }) => n >= size)!;
  const rest = n % place.size;
  const head = `${numberInIndianWords(Math.floor(n / place.size))} ${place.name}`;
  return rest === 0 ? head : `${head} ${numberInIndianWords(rest)}`;
}

/** 95,00,000 → 'ninety-five lakh rupees': an amount in whole rupees, in words. */
export function rupeesInWords(amount: number): string {
  const rupees = Math.round(amount);
  return `${numberInIndianWords(rupees)} ${Math.abs(rupees) === 1 ? 'rupee' : 'rupees'}`;
}

/** '₹95 Lakh — ninety-five lakh rupees': a typed price said back, so a missing or extra zero shows. */
export function amountEcho(amount: number): string {
  return `${formatINRInLakhsAndCrores(amount)} — ${rupeesInWords(amount)}`;
}
