import { describe, expect, it } from 'vitest';
import {
  describePriceMove,
  formatPriceMoveShort,
  isPriceReduced,
  PRICE_REDUCED_BADGE_DAYS,
  priceHistoryEntries,
  priceMove,
  priceReducedAtAfter,
} from './price-history.js';

const DAY_MS = 86_400_000;
const dropAt = new Date('2026-11-01T10:00:00Z');
const later = (ms: number) => new Date(dropAt.getTime() + ms);

describe('the "Price reduced" badge', () => {
  it('shows from the drop until just before 14 days have passed', () => {
    expect(PRICE_REDUCED_BADGE_DAYS).toBe(14);
    expect(isPriceReduced(dropAt, dropAt)).toBe(true);
    expect(isPriceReduced(dropAt, later(14 * DAY_MS - 1))).toBe(true);
  });

  it('is gone at 14 days to the millisecond, and after', () => {
    expect(isPriceReduced(dropAt, later(14 * DAY_MS))).toBe(false);
    expect(isPriceReduced(dropAt, later(30 * DAY_MS))).toBe(false);
  });

  it('never shows without a drop, or for a drop dated in the future', () => {
    expect(isPriceReduced(null, dropAt)).toBe(false);
    expect(isPriceReduced(later(DAY_MS), dropAt)).toBe(false);
  });

  it('is dated by a drop, cleared by a rise and kept by the same price', () => {
    const now = later(DAY_MS);
    expect(priceReducedAtAfter({ oldPrice: 100, newPrice: 90 }, null, now)).toBe(now);
    expect(priceReducedAtAfter({ oldPrice: 90, newPrice: 95 }, dropAt, now)).toBeNull();
    expect(priceReducedAtAfter({ oldPrice: 90, newPrice: 90 }, dropAt, now)).toBe(dropAt);
  });
});

describe('price moves in words', () => {
  it('says a drop in lakhs with its share of the old price', () => {
    const move = priceMove(12_500_000, 12_000_000)!;
    expect(move).toEqual({ direction: 'down', amount: 500_000, percent: 4 });
    expect(describePriceMove(move)).toBe('Price reduced by ₹5 Lakh (4%)');
    expect(formatPriceMoveShort(move)).toBe('▼ ₹5 Lakh (4%)');
  });

  it('says a rise of a rent in rupees, and a tiny move as under 1%', () => {
    expect(describePriceMove(priceMove(25_000, 27_000)!)).toBe('Price raised by ₹2,000 (8%)');
    expect(formatPriceMoveShort(priceMove(10_000_000, 10_010_000)!)).toBe('▲ ₹10,000 (<1%)');
  });

  it('has nothing to say of an unchanged price', () => {
    expect(priceMove(100, 100)).toBeNull();
  });
});

describe('priceHistoryEntries', () => {
  const listedAt = new Date('2026-10-01T05:00:00Z');

  it('starts with the first price, the old price of the first change', () => {
    const entries = priceHistoryEntries({ price: 80, listedAt }, [
      { oldPrice: 100, newPrice: 90, changedAt: new Date('2026-10-10T05:00:00Z') },
      { oldPrice: 90, newPrice: 80, changedAt: new Date('2026-10-20T05:00:00Z') },
    ]);
    expect(entries).toEqual([
      { at: listedAt.toISOString(), price: 100, previousPrice: null },
      { at: '2026-10-10T05:00:00.000Z', price: 90, previousPrice: 100 },
      { at: '2026-10-20T05:00:00.000Z', price: 80, previousPrice: 90 },
    ]);
  });

  it('leaves out changes made before the listing was published', () => {
    const entries = priceHistoryEntries({ price: 90, listedAt }, [
      { oldPrice: 120, newPrice: 100, changedAt: new Date('2026-09-20T05:00:00Z') },
      { oldPrice: 100, newPrice: 90, changedAt: new Date('2026-10-10T05:00:00Z') },
    ]);
    expect(entries.map((entry) => entry.price)).toEqual([100, 90]);
  });

  it('is the current price alone when it never changed', () => {
    expect(priceHistoryEntries({ price: 80, listedAt }, [])).toEqual([
      { at: listedAt.toISOString(), price: 80, previousPrice: null },
    ]);
  });
});
