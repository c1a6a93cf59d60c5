import { describe, expect, it } from 'vitest';
import { farOffPriceWarning, pricePerSqFt, priceBenchmarkQuerySchema } from './price-benchmark.js';

const flatForSale = {
  price: 9_500_000,
  squareFeet: 1_000,
  city: 'Kochi',
  subCategory: 'flat',
  propertyStatus: 'sale',
} as const;
const usual = { medianPricePerSqFt: 9_000, listings: 12 };

describe('a price far off its city’s usual price per sq.ft', () => {
  it('says nothing of a price near the median, nor of one just under ten times off', () => {
    expect(farOffPriceWarning(flatForSale, usual)).toBeNull();
    expect(farOffPriceWarning({ ...flatForSale, price: 89_000_000 }, usual)).toBeNull();
    expect(farOffPriceWarning({ ...flatForSale, price: 910_000 }, usual)).toBeNull();
  });

  it('warns of an extra zero at ten times the median and more', () => {
    expect(farOffPriceWarning({ ...flatForSale, price: 95_000_000 }, usual)).toBe(
      '₹9.5 Cr is about 11 times the usual price of a flat/apartment for sale in Kochi (₹9,000 per sq.ft, median of 12 listings). Check for an extra zero; you can still save it.',
    );
  });

  it('warns of a missing zero at a tenth of the median and less', () => {
    expect(farOffPriceWarning({ ...flatForSale, price: 900_000 }, usual)).toMatch(
      /^₹9 L is about 1\/10 of the usual price .* Check for a missing zero; you can still save it\.$/,
    );
  });

  it('compares rents per month, whatever period they are quoted for', () => {
    const monthly = { price: 30_000, squareFeet: 1_000, rentalFrequency: 'monthly' } as const;
    expect(pricePerSqFt(monthly)).toBe(30);
    expect(pricePerSqFt({ ...monthly, price: 360_000, rentalFrequency: 'yearly' })).toBe(30);
    const rent = { ...flatForSale, ...monthly, propertyStatus: 'rent' } as const;
    expect(farOffPriceWarning(rent, { medianPricePerSqFt: 30, listings: 5 })).toBeNull();
    expect(
      farOffPriceWarning({ ...rent, price: 300_000 }, { medianPricePerSqFt: 30, listings: 5 }),
    ).toContain('(₹30 per sq.ft a month, median of 5 listings)');
  });

  it('says nothing when too few listings make the median, or there is none', () => {
    expect(
      farOffPriceWarning({ ...flatForSale, price: 95_000_000 }, { medianPricePerSqFt: 9_000, listings: 2 }),
    ).toBeNull();
    expect(
      farOffPriceWarning({ ...flatForSale, price: 95_000_000 }, { medianPricePerSqFt: null, listings: 0 }),
    ).toBeNull();
  });

  it('asks for a city, a listed type and status, and a listing id to leave out', () => {
    expect(
      priceBenchmarkQuerySchema.safeParse({ city: ' ', subCategory: 'flat', propertyStatus: 'sale' }).success,
    ).toBe(false);
    expect(
      priceBenchmarkQuerySchema.safeParse({ city: 'Kochi', subCategory: 'castle', propertyStatus: 'sale' })
        .success,
    ).toBe(false);
    expect(
      priceBenchmarkQuerySchema.safeParse({
        city: 'Kochi',
        subCategory: 'flat',
        propertyStatus: 'sale',
        excluding: '1',
      }).success,
    ).toBe(false);
  });
});
