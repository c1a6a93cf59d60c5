/**
 * Prices in the page's language: '₹1.25 Cr' and '₹25,000/month' on English pages, '₹1.25 करोड़' and '₹25,000/माह' on
 * Hindi ones (docs/decisions/028-english-and-hindi.md). Full rupee amounts (formatINR) read the same in both.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatINRShort, formatINRShortHindi } from '#domain/price-format';
import type { PropertyStatus, RentalFrequency } from '#domain/taxonomy';

type PricedListing = {
  price: number;
  propertyStatus: PropertyStatus;
  rentalFrequency?: RentalFrequency | null;
};

/** Whether the page is the Hindi one; its language never changes while it is open (the switch reloads). */
export const onHindiPage = () => i18n.locale === 'hi';

/** '₹1.25 Cr' or '₹1.25 करोड़'. */
export const formatShortPrice = (amount: number) =>
  onHindiPage() ? formatINRShortHindi(amount) : formatINRShort(amount);

const rentPeriod = (listing: PricedListing): RentalFrequency | null =>
  listing.propertyStatus === 'rent' && listing.rentalFrequency ? listing.rentalFrequency : null;

/** A listing's price as its page shows it: '₹1.25 Cr' for sale, '₹25,000/month' for rent. */
export function formatListingPrice(listing: PricedListing): string {
  const amount = formatShortPrice(listing.price);
  const period = rentPeriod(listing);
  if (period === 'monthly') return t`${amount}/month`;
  if (period === 'yearly') return t`${amount}/year`;
  return amount;
}

/** The price's amount and what a rent is paid per, as the phone's action bar shows them: 'per month'. */
export function priceAndPeriod(listing: PricedListing): { amount: string; per: string | null } {
  const period = rentPeriod(listing);
  const per = period === 'monthly' ? t`per month` : period === 'yearly' ? t`per year` : null;
  return { amount: formatShortPrice(listing.price), per };
}
