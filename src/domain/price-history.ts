/**
 * A listing's price history: every change kept with its date, the "Price reduced" badge for 14 days after a drop,
 * and how a drop or a rise is worded on the property page and in saved-search alerts. The API's answer is in
 * price-history-answer.ts, so the listing cards read these rules without zod.
 */
import type { PriceHistory } from './price-history-answer.js';
import { formatINRInLakhsAndCrores } from './price-format.js';

/** A drop shows the "Price reduced" badge, and lists the home under "Price reduced", for this many days. */
export const PRICE_REDUCED_BADGE_DAYS = 14;
const DAY_MS = 86_400_000;

/** The earliest drop still badged at `now`: the "Price reduced" sort lists drops from this instant on. */
export function priceReducedCutoff(now: Date): Date {
  return new Date(now.getTime() - PRICE_REDUCED_BADGE_DAYS * DAY_MS);
}

/**
 * Whether a listing shows "Price reduced": its last drop was less than 14 days (14 × 24 hours) ago, and no rise
 * came after it (a rise clears `priceReducedAt`, so a home put back up never keeps the badge).
 */
export function isPriceReduced(priceReducedAt: Date | null, now: Date): boolean {
  if (!priceReducedAt) return false;
  return priceReducedAt.getTime() > priceReducedCutoff(now).getTime() && priceReducedAt <= now;
}

/**
 * `priceReducedAt` after a price change: a drop dates it now, a rise clears it (the listing is no longer
 * cheaper than before), the same price leaves it as it was.
 */
export function priceReducedAtAfter(
  change: { oldPrice: number; newPrice: number },
  priceReducedAt: Date | null,
  now: Date,
): Date | null {
  if (change.newPrice < change.oldPrice) return now;
  if (change.newPrice > change.oldPrice) return null;
  return priceReducedAt;
}

/** A price change as people read it: which way, by how many rupees, and by what share of the old price. */
export type PriceMove = { direction: 'down' | 'up'; amount: number; percent: number };

/** null when the price did not move (or the old price cannot be a base). */
export function priceMove(oldPrice: number, newPrice: number): PriceMove | null {
  if (!(oldPrice > 0) || newPrice === oldPrice) return null;
  const amount = Math.abs(newPrice - oldPrice);
  return { direction: newPrice < oldPrice ? 'down' : 'up', amount, percent: (amount / oldPrice) * 100 };
}

/** '4%', and for a move under half a percent '<1%': never '0%' for a price that did move. */
export function formatPriceMovePercent(percent: number): string {
  const whole = Math.round(percent);
  return whole < 1 ? '<1%' : `${whole}%`;
}

/** '▼ ₹5 Lakh (4%)' / '▲ ₹25,000 (2%)': the change column of the price history. */
export function formatPriceMoveShort(move: PriceMove): string {
  return `${move.direction === 'down' ? '▼' : '▲'} ${formatINRInLakhsAndCrores(move.amount)} (${formatPriceMovePercent(move.percent)})`;
}

/** 'Price reduced by ₹5 Lakh (4%)' / 'Price raised by ₹25,000 (2%)': the same change in words, for mails. */
export function describePriceMove(move: PriceMove): string {
  return `Price ${move.direction === 'down' ? 'reduced' : 'raised'} by ${formatINRInLakhsAndCrores(move.amount)} (${formatPriceMovePercent(move.percent)})`;
}

type StoredChange = { oldPrice: number; newPrice: number; changedAt: Date };

/**
 * The history as the page shows it: "Listed at" the price it was published at (the old price of the first change
 * after that, or the current price when it has not changed since), then each later change in order. Changes made
 * before it was listed (a draft being worked on) are not history the public saw, so they are left out.
 */
export function priceHistoryEntries(
  listing: { price: number; listedAt: Date },
  changes: readonly StoredChange[],
): PriceHistory['entries'] {
  const since = changes.filter((change) => change.changedAt > listing.listedAt);
  const first = since[0]?.oldPrice ?? listing.price;
  return [
    { at: listing.listedAt.toISOString(), price: first, previousPrice: null },
    ...since.map((change) => ({
      at: change.changedAt.toISOString(),
      price: change.newPrice,
      previousPrice: change.oldPrice,
    })),
  ];
}
