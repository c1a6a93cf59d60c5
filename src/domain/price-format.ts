// Rupee amounts and areas as Indian readers expect them: lakh/crore grouping and the short "L" and "Cr" forms.
import type { PropertyStatus, RentalFrequency } from './taxonomy.js';

const LAKH = 1e5;
const CRORE = 1e7;

const wholeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const round2 = (value: number) => Math.round(value * 100) / 100;

/** '₹1,25,00,000': the full amount in whole rupees with Indian grouping. */
export function formatINR(amount: number): string {
  const rupees = Math.round(amount);
  return `${rupees < 0 ? '-' : ''}₹${wholeNumber.format(Math.abs(rupees))}`;
}

function inLakhsOrCrores(amount: number, units: { lakh: string; crore: string }): string {
  const rupees = Math.round(amount);
  if (rupees < 0) return `-${inLakhsOrCrores(-rupees, units)}`;
  if (rupees < LAKH) return formatINR(rupees);
  // Rounded before choosing the unit, so ₹99,99,999 reads '₹1 Cr' rather than '₹100 L'.
  const lakhs = round2(rupees / LAKH);
  if (lakhs < 100) return `₹${upToTwoDecimals.format(lakhs)} ${units.lakh}`;
  return `₹${upToTwoDecimals.format(round2(rupees / CRORE))} ${units.crore}`;
}

/** '₹1.25 Cr', '₹45 L', '₹25,000': how prices are said in India, to at most 2 decimals. */
export function formatINRShort(amount: number): string {
  return inLakhsOrCrores(amount, { lakh: 'L', crore: 'Cr' });
}

/** '₹1.25 Crore', '₹95 Lakh', '₹25,000': the short form with its units spelled out, for an echo of what was typed. */
export function formatINRInLakhsAndCrores(amount: number): string {
  return inLakhsOrCrores(amount, { lakh: 'Lakh', crore: 'Crore' });
}

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

const PER: Record<RentalFrequency, string> = { monthly: 'month', yearly: 'year' };

type PricedListing = {
  price: number;
  propertyStatus: PropertyStatus;
  rentalFrequency?: RentalFrequency | null;
};

/** The price's amount and, for a rent, what it is paid per: { amount: '₹25,000', per: 'month' }. */
export function priceParts(listing: PricedListing): { amount: string; per: string | null } {
  const per =
    listing.propertyStatus === 'rent' && listing.rentalFrequency ? PER[listing.rentalFrequency] : null;
  return { amount: formatINRShort(listing.price), per };
}

/** A listing's price as shown on cards and pages: '₹1.25 Cr' for sale, '₹25,000/month' for rent. */
export function formatPrice(listing: PricedListing): string {
  const { amount, per } = priceParts(listing);
  return per ? `${amount}/${per}` : amount;
}

/** '1,250 sq.ft' */
export function formatArea(squareFeet: number): string {
  return `${upToTwoDecimals.format(squareFeet)} sq.ft`;
}

/** '₹95 Lakh — ninety-five lakh rupees': a typed price said back, so a missing or extra zero shows. */
export function amountEcho(amount: number): string {
  return `${formatINRInLakhsAndCrores(amount)} — ${rupeesInWords(amount)}`;
}
