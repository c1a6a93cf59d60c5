import { describe, expect, it } from 'vitest';
import { listingShareText } from './listing-share-text.js';

describe('listingShareText', () => {
  const sale = { title: '2 BHK in Andheri', price: 12_500_000, propertyStatus: 'sale' as const };

  it('carries the price in crore and the RERA number for a registered project', () => {
    expect(listingShareText({ ...sale, reraNumber: 'P51800012345' })).toBe(
      '2 BHK in Andheri\n₹1.25 Cr\nRERA registration no. P51800012345',
    );
  });

  it('writes a price under a crore in lakh, and leaves the RERA line out when there is none', () => {
    expect(listingShareText({ ...sale, price: 4_550_000, reraNumber: null })).toBe(
      '2 BHK in Andheri\n₹45.5 L',
    );
    expect(listingShareText({ ...sale, reraNumber: '  ' })).toBe('2 BHK in Andheri\n₹1.25 Cr');
  });

  it('says what a rent is paid per', () => {
    expect(
      listingShareText({
        title: 'Studio in Koramangala',
        price: 25_000,
        propertyStatus: 'rent',
        rentalFrequency: 'monthly',
        reraNumber: null,
      }),
    ).toBe('Studio in Koramangala\n₹25,000/month');
  });
});
