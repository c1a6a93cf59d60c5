// Rupee amounts and areas as Indian readers expect them: lakh/crore grouping and the short "L" and "Cr" forms.
import { numberFormat } from './intl-formats.js';
import type { PropertyStatus, RentalFrequency } from './taxonomy.js';

export const LAKH = 1e5;
export const CRORE = 1e7;

/** `value` with Indian digit grouping ('12,34,567.5'), to at most `maximumFractionDigits` decimals. */
export function formatIndianNumber(value: number, maximumFractionDigits: number): string {
  return numberFormat('en-IN', { maximumFractionDigits }).format(value);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** '₹1,25,00,000': the full amount in whole rupees with Indian grouping. */
export function formatINR(amount: number): string {
  const rupees = Math.round(amount);
  return `${rupees < 0 ? '-' : ''}₹${formatIndianNumber(Math.abs(rupees), 0)}`;
}

function inLakhsOrCrores(amount: number, units: { lakh: string; crore: string }): string {
  const rupees = Math.round(amount);
  if (rupees < 0) return `-${inLakhsOrCrores(-rupees, units)}`;
  if (rupees < LAKH) return formatINR(rupees);
  // Rounded before choosing the unit, so ₹99,99,999 reads '₹1 Cr' rather than '₹100 L'.
  const lakhs = round2(rupees / LAKH);
  if (lakhs < 100) return `₹${formatIndianNumber(lakhs, 2)} ${units.lakh}`;
  return `₹${formatIndianNumber(round2(rupees / CRORE), 2)} ${units.crore}`;
}

/** '₹1.25 Cr', '₹45 L', '₹25,000': how prices are said in India, to at most 2 decimals. */
export function formatINRShort(amount: number): string {
  return inLakhsOrCrores(amount, { lakh: 'L', crore: 'Cr' });
}

/** '₹1.25 Crore', '₹95 Lakh', '₹25,000': the short form with its units spelled out, for an echo of what was typed. */
export function formatINRInLakhsAndCrores(amount: number): string {
  return inLakhsOrCrores(amount, { lakh: 'Lakh', crore: 'Crore' });
}

/**
 * '₹85 लाख', '₹1.2 करोड़', '₹25,000': the Hindi pages' form (docs/decisions/028-english-and-hindi.md), with the
 * same rounding and Indian digit grouping as the English one; digits stay Western, as Hindi property ads print them.
 */
export function formatINRShortHindi(amount: number): string {
  return inLakhsOrCrores(amount, { lakh: 'लाख', crore: 'करोड़' });
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

const PER_IN_HINDI: Record<RentalFrequency, string> = { monthly: 'माह', yearly: 'वर्ष' };

/** formatPrice for Hindi pages and mails: '₹1.25 करोड़' for sale, '₹25,000/माह' for rent. */
export function formatPriceHindi(listing: PricedListing): string {
  const per =
    listing.propertyStatus === 'rent' && listing.rentalFrequency
      ? PER_IN_HINDI[listing.rentalFrequency]
      : null;
  const amount = formatINRShortHindi(listing.price);
  return per ? `${amount}/${per}` : amount;
}

/** '1,250 sq.ft' */
export function formatArea(squareFeet: number): string {
  return `${formatIndianNumber(squareFeet, 2)} sq.ft`;
}
