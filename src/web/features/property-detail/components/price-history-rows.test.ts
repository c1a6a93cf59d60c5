import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { priceHistoryRows } from './price-history-rows';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

describe('priceHistoryRows', () => {
  it('lists the first price with no change, then each change down or up with its amount and share', () => {
    const rows = priceHistoryRows(
      {
        priceReducedAt: null,
        entries: [
          { at: '2026-09-30T20:00:00.000Z', price: 12_500_000, previousPrice: null },
          { at: '2026-10-10T05:00:00.000Z', price: 12_000_000, previousPrice: 12_500_000 },
          { at: '2026-11-02T05:00:00.000Z', price: 12_050_000, previousPrice: 12_000_000 },
        ],
      },
      { propertyStatus: 'sale', rentalFrequency: null },
    );
    expect(rows).toEqual([
      { at: '2026-09-30T20:00:00.000Z', date: '1 October 2026', price: '₹1.25 Cr', change: null },
      {
        at: '2026-10-10T05:00:00.000Z',
        date: '10 October 2026',
        price: '₹1.2 Cr',
        change: { direction: 'down', amount: '₹5 Lakh', percent: '4%' },
      },
      {
        at: '2026-11-02T05:00:00.000Z',
        date: '2 November 2026',
        price: '₹1.21 Cr',
        change: { direction: 'up', amount: '₹50,000', percent: '<1%' },
      },
    ]);
  });

  it('writes a rent with what it is paid per', () => {
    const [row] = priceHistoryRows(
      {
        priceReducedAt: null,
        entries: [{ at: '2026-10-01T05:00:00.000Z', price: 45_000, previousPrice: null }],
      },
      { propertyStatus: 'rent', rentalFrequency: 'monthly' },
    );
    expect(row!.price).toBe('₹45,000/month');
  });
});
