/** The property page's price history as rows: when, the price from then on, and the change from the one before. */
import { formatINRInLakhsAndCrores, formatINRShortHindi } from '#domain/price-format';
import { formatPriceMovePercent, priceMove } from '#domain/price-history';
import type { PriceHistory } from '#domain/price-history-answer';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { formatListingPrice, onHindiPage } from '#web/features/property-detail/utils/page-money';
import { formatTimestampDate } from './listing-dates';

export type PriceHistoryRow = {
  at: string;
  date: string;
  price: string;
  /** null for the first row, the price it was listed at. */
  change: { direction: 'down' | 'up'; amount: string; percent: string } | null;
};

type PricedListing = Pick<PublicListing, 'propertyStatus' | 'rentalFrequency'>;

/** Oldest first, as the server sends it: "Listed" at the first price, then each change with ▼ or ▲. */
export function priceHistoryRows(history: PriceHistory, listing: PricedListing): PriceHistoryRow[] {
  return history.entries.map((entry) => {
    const move = entry.previousPrice === null ? null : priceMove(entry.previousPrice, entry.price);
    return {
      at: entry.at,
      date: formatTimestampDate(entry.at),
      price: formatListingPrice({ ...listing, price: entry.price }),
      change: move
        ? {
            direction: move.direction,
            // Hindi's लाख and करोड़ are the words themselves, as the English spells out Lakh and Crore here.
            amount: (onHindiPage() ? formatINRShortHindi : formatINRInLakhsAndCrores)(move.amount),
            percent: formatPriceMovePercent(move.percent),
          }
        : null,
    };
  });
}
