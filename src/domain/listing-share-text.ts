/**
 * What a shared listing says before its link (the share sheet, WhatsApp): its title, its price as Indians say it
 * (lakh or crore, or the rent per month), and the project's RERA registration number where it has one, so whoever
 * receives it knows the price at a glance and can look the project up on the state regulator's site.
 */
import { formatPrice } from './price-format.js';
import type { PropertyStatus, RentalFrequency } from './taxonomy.js';

export type SharedListing = {
  title: string;
  price: number;
  propertyStatus: PropertyStatus;
  rentalFrequency?: RentalFrequency | null;
  reraNumber: string | null;
};

/** How the lines read in a language: the price, and the RERA line around its number. */
export type ShareTextWording = {
  price: (listing: SharedListing) => string;
  reraLine: (reraNumber: string) => string;
};

const IN_ENGLISH: ShareTextWording = {
  price: formatPrice,
  reraLine: (reraNumber) => `RERA registration no. ${reraNumber}`,
};

/** The text in English, or in the wording a Hindi page passes (the web words it from its catalogue). */
export function listingShareText(listing: SharedListing, wording: ShareTextWording = IN_ENGLISH): string {
  const lines = [listing.title, wording.price(listing)];
  if (listing.reraNumber !== null && listing.reraNumber.trim() !== '') {
    lines.push(wording.reraLine(listing.reraNumber.trim()));
  }
  return lines.join('\n');
}
