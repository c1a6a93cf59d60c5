import { describe, expect, it } from 'vitest';
import {
  carpetLoadingPercent,
  farOffPriceWarning,
  pricePerCarpetSqFt,
  pricePerSqFt,
} from './price-benchmark.js';
import { priceBenchmarkQuerySchema } from './price-benchmark-answer.js';

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

describe('price per carpet sq.ft and the loading', () => {
  const flat = { price: 13_000_000, squareFeet: 1_300, carpetArea: 1_000 };

  it('prices the carpet area, and says how much the total area loads onto it', () => {
    expect(pricePerCarpetSqFt(flat)).toEqual({ value: 13_000, problem: null });
    expect(pricePerSqFt(flat)).toBe(10_000);
    expect(carpetLoadingPercent(flat)).toEqual({ value: 30, problem: null });
  });

  it('has no loading when the carpet area is the whole area', () => {
    expect(carpetLoadingPercent({ squareFeet: 1_000, carpetArea: 1_000 })).toEqual({
      value: 0,
      problem: null,
    });
    expect(pricePerCarpetSqFt({ price: 9_000_000, squareFeet: 1_000, carpetArea: 1_000 })).toEqual({
      value: 9_000,
      problem: null,
    });
  });

  it('works to fractions of a sq.ft', () => {
    expect(carpetLoadingPercent({ squareFeet: 1_000.5, carpetArea: 800.4 }).value).toBeCloseTo(25, 1);
    expect(carpetLoadingPercent({ squareFeet: 1_000.01, carpetArea: 1_000 }).value).toBeCloseTo(0.001, 6);
  });

  it('compares rents per month, as the price per sq.ft does', () => {
    const rent = { price: 360_000, squareFeet: 1_200, carpetArea: 1_000, rentalFrequency: 'yearly' } as const;
    expect(pricePerCarpetSqFt(rent)).toEqual({ value: 30, problem: null });
    expect(pricePerCarpetSqFt({ ...rent, price: 30_000, rentalFrequency: 'monthly' })).toEqual({
      value: 30,
      problem: null,
    });
  });

  it('gives no figure without a carpet area', () => {
    for (const carpetArea of [undefined, null, Number.NaN]) {
      const missing = { value: null, problem: 'carpet-area-missing' };
      expect(pricePerCarpetSqFt({ ...flat, carpetArea })).toEqual(missing);
      expect(carpetLoadingPercent({ ...flat, carpetArea })).toEqual(missing);
    }
  });

  it('gives no figure for a carpet area of 0 or less', () => {
    for (const carpetArea of [0, -10]) {
      const notPositive = { value: null, problem: 'carpet-area-not-positive' };
      expect(pricePerCarpetSqFt({ ...flat, carpetArea })).toEqual(notPositive);
      expect(carpetLoadingPercent({ ...flat, carpetArea })).toEqual(notPositive);
    }
  });

  it('gives no figure when the carpet area is more than the total, one of them being wrong', () => {
    const aboveTotal = { value: null, problem: 'carpet-area-above-total' };
    expect(pricePerCarpetSqFt({ ...flat, carpetArea: 1_300.01 })).toEqual(aboveTotal);
    expect(carpetLoadingPercent({ ...flat, carpetArea: 1_300.01 })).toEqual(aboveTotal);
  });
});
