import { describe, expect, it } from 'vitest';
import { parseRupeeAmount } from './rupee-amount.js';

describe('parseRupeeAmount', () => {
  it.each([
    ['50 lakh', 5_000_000],
    ['50 Lakhs', 5_000_000],
    ['50 lac', 5_000_000],
    ['75L', 7_500_000],
    ['75 l', 7_500_000],
    ['1.2 cr', 12_000_000],
    ['1.25 Crore', 12_500_000],
    ['2Cr', 20_000_000],
    ['25k', 25_000],
    ['25 thousand', 25_000],
    ['₹45,00,000', 4_500_000],
    ['Rs. 40,000', 40_000],
    ['INR 1,00,000/-', 100_000],
    ['4500000', 4_500_000],
    ['.5 cr', 5_000_000],
    ['0', 0],
  ])('reads %s as %d rupees', (typed, rupees) => {
    expect(parseRupeeAmount(typed)).toBe(rupees);
  });

  it('reads the Hindi units the Hindi pages write', () => {
    expect(parseRupeeAmount('₹50 लाख')).toBe(5_000_000);
    expect(parseRupeeAmount('1.2 करोड़')).toBe(12_000_000);
    expect(parseRupeeAmount('1.2 \u0915\u0930\u094B\u0921\u093C')).toBe(12_000_000);
    expect(parseRupeeAmount('25 हज़ार')).toBe(25_000);
  });

  it.each([
    '',
    '   ',
    'fifty lakh',
    '-5 lakh',
    '50 lakh 20',
    '5 bananas',
    '1e9',
    '12.3.4',
    'lakh',
    '５０ lakh',
  ])('refuses %j', (typed) => {
    expect(parseRupeeAmount(typed)).toBeUndefined();
  });
});
