import { describe, expect, it } from 'vitest';
import { amountEcho, numberInIndianWords, rupeesInWords } from './rupees-in-words.js';
import {
  formatArea,
  formatINR,
  formatINRInLakhsAndCrores,
  formatINRShort,
  formatINRShortHindi,
  formatPrice,
  formatPriceHindi,
  LAKH,
  CRORE,
  priceParts,
} from './price-format.js';

describe('formatINR', () => {
  it.each([
    [12_500_000, '₹1,25,00,000'],
    [100_000, '₹1,00,000'],
    [25_000, '₹25,000'],
    [999, '₹999'],
    [0, '₹0'],
    [-150_000, '-₹1,50,000'],
  ])('writes %d as %s', (amount, expected) => {
    expect(formatINR(amount)).toBe(expected);
  });
});

describe('formatINRShort', () => {
  it.each([
    [12_500_000, '₹1.25 Cr'],
    [10_000_000, '₹1 Cr'],
    [25_000_000, '₹2.5 Cr'],
    [4_500_000, '₹45 L'],
    [150_000, '₹1.5 L'],
    [100_000, '₹1 L'],
    [99_999, '₹99,999'],
    [25_000, '₹25,000'],
    [123_456, '₹1.23 L'],
    [9_999_999, '₹1 Cr'],
    [1e12, '₹1,00,000 Cr'],
  ])('writes %d as %s', (amount, expected) => {
    expect(formatINRShort(amount)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it('shows a sale price in the short form', () => {
    expect(formatPrice({ price: 12_500_000, propertyStatus: 'sale', rentalFrequency: null })).toBe(
      '₹1.25 Cr',
    );
  });

  it('shows a monthly rent per month', () => {
    expect(formatPrice({ price: 25_000, propertyStatus: 'rent', rentalFrequency: 'monthly' })).toBe(
      '₹25,000/month',
    );
  });

  it('shows a yearly rent per year', () => {
    expect(formatPrice({ price: 300_000, propertyStatus: 'rent', rentalFrequency: 'yearly' })).toBe(
      '₹3 L/year',
    );
  });

  it('ignores a leftover rental frequency on a sale listing', () => {
    expect(formatPrice({ price: 4_500_000, propertyStatus: 'sale', rentalFrequency: 'monthly' })).toBe(
      '₹45 L',
    );
  });
});

describe('priceParts', () => {
  it('splits a rent into its amount and what it is paid per, for a line of its own', () => {
    expect(priceParts({ price: 67_000, propertyStatus: 'rent', rentalFrequency: 'monthly' })).toEqual({
      amount: '₹67,000',
      per: 'month',
    });
    expect(priceParts({ price: 18_500_000, propertyStatus: 'sale', rentalFrequency: 'monthly' })).toEqual({
      amount: '₹1.85 Cr',
      per: null,
    });
  });
});

describe('formatArea', () => {
  it('groups square feet the Indian way', () => {
    expect(formatArea(1250)).toBe('1,250 sq.ft');
    expect(formatArea(125_000)).toBe('1,25,000 sq.ft');
    expect(formatArea(980.5)).toBe('980.5 sq.ft');
  });
});

describe('amounts in words, the Indian way', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [19, 'nineteen'],
    [40, 'forty'],
    [95, 'ninety-five'],
    [100, 'one hundred'],
    [1_001, 'one thousand one'],
    [25_000, 'twenty-five thousand'],
    [1_25_000, 'one lakh twenty-five thousand'],
    [9_500_000, 'ninety-five lakh'],
    [12_50_00_000, 'twelve crore fifty lakh'],
    [9_87_65_43_210, 'nine hundred eighty-seven crore sixty-five lakh forty-three thousand two hundred ten'],
    [1e12, 'one lakh crore'],
  ])('says %d as "%s"', (value, words) => {
    expect(numberInIndianWords(value)).toBe(words);
  });

  it('says rupees, one rupee in the singular', () => {
    expect(rupeesInWords(9_500_000)).toBe('ninety-five lakh rupees');
    expect(rupeesInWords(1)).toBe('one rupee');
  });

  it('echoes a typed price in lakh or crore and in words', () => {
    expect(amountEcho(9_500_000)).toBe('₹95 Lakh — ninety-five lakh rupees');
    expect(amountEcho(12_500_000)).toBe('₹1.25 Crore — one crore twenty-five lakh rupees');
    expect(amountEcho(25_000)).toBe('₹25,000 — twenty-five thousand rupees');
    expect(formatINRInLakhsAndCrores(9_999_999)).toBe('₹1 Crore');
  });
});

describe('formatINRShortHindi', () => {
  it.each([
    [85 * LAKH, '₹85 लाख'],
    [1.2 * CRORE, '₹1.2 करोड़'],
    [1.25 * CRORE, '₹1.25 करोड़'],
    [45.5 * LAKH, '₹45.5 लाख'],
    [99_99_999, '₹1 करोड़'],
    [25_000, '₹25,000'],
    [125 * CRORE, '₹125 करोड़'],
    [-2 * LAKH, '-₹2 लाख'],
  ])('writes %d as %s', (amount, expected) => {
    expect(formatINRShortHindi(amount)).toBe(expected);
  });
});

describe('formatPriceHindi', () => {
  it('says a sale price in lakh or crore and a rent per month or year', () => {
    expect(formatPriceHindi({ price: 1.25 * CRORE, propertyStatus: 'sale' })).toBe('₹1.25 करोड़');
    expect(formatPriceHindi({ price: 25_000, propertyStatus: 'rent', rentalFrequency: 'monthly' })).toBe(
      '₹25,000/माह',
    );
    expect(formatPriceHindi({ price: 3 * LAKH, propertyStatus: 'rent', rentalFrequency: 'yearly' })).toBe(
      '₹3 लाख/वर्ष',
    );
  });
});
