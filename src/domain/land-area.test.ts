import { describe, expect, it } from 'vitest';
import {
  formatLandArea,
  formatLandAreaHindi,
  landPriceRate,
  plotAreaFromSides,
  squareFeetFrom,
  squareFeetIn,
} from './land-area.js';

describe('plotAreaFromSides', () => {
  it('is length times breadth', () => {
    expect(plotAreaFromSides(60, 40)).toBe(2400);
    expect(plotAreaFromSides(30.5, 40)).toBe(1220);
  });

  it('rounds to 2 decimals exactly, halves up', () => {
    expect(plotAreaFromSides(12.5, 40.25)).toBe(503.13);
    expect(plotAreaFromSides(0.01, 0.01)).toBe(0);
    expect(plotAreaFromSides(10.01, 10.01)).toBe(100.2);
  });
});

describe('formatLandAreaHindi', () => {
  it('says the Hindi units with the same rounding and Indian grouping', () => {
    expect(formatLandAreaHindi(1250, 'flat')).toBe('1,250 वर्ग फ़ुट');
    expect(formatLandAreaHindi(108_900, 'farmland')).toBe('2.5 एकड़ (1,08,900 वर्ग फ़ुट)');
    expect(formatLandAreaHindi(43_559, 'farmland')).toBe('43,559 वर्ग फ़ुट');
  });
});

describe('formatLandArea', () => {
  it('says farmland of an acre or more in acres, with the square feet after', () => {
    expect(formatLandArea(108_900, 'farmland')).toBe('2.5 acres (1,08,900 sq.ft)');
    expect(formatLandArea(43_560, 'farmland')).toBe('1 acre (43,560 sq.ft)');
    expect(formatLandArea(4_35_600, 'farmland')).toBe('10 acres (4,35,600 sq.ft)');
    expect(formatLandArea(50_000, 'farmland')).toBe('1.1478 acres (50,000 sq.ft)');
  });

  it('never says two different areas in the same acres', () => {
    expect(formatLandArea(87_120, 'farmland')).toBe('2 acres (87,120 sq.ft)');
    expect(formatLandArea(87_143, 'farmland')).toBe('2.0005 acres (87,143 sq.ft)');
    expect(formatLandArea(1_08_900, 'farmland')).toBe('2.5 acres (1,08,900 sq.ft)');
  });

  it('keeps square feet below an acre, and for every other kind of property', () => {
    expect(formatLandArea(43_559, 'farmland')).toBe('43,559 sq.ft');
    expect(formatLandArea(108_900, 'plot')).toBe('1,08,900 sq.ft');
    expect(formatLandArea(1250, 'flat')).toBe('1,250 sq.ft');
  });
});

describe('land area units', () => {
  it('converts acres, guntha, cents and sq.yd to square feet and back', () => {
    expect(squareFeetFrom(2, 'acre')).toBe(87_120);
    expect(squareFeetFrom(1, 'guntha')).toBe(1_089);
    expect(squareFeetFrom(5, 'cent')).toBe(2_178);
    expect(squareFeetFrom(200, 'sq-yd')).toBe(1_800);
    expect(squareFeetIn(87_120, 'acre')).toBe(2);
    expect(squareFeetIn(2_178, 'cent')).toBe(5);
  });
});

describe('landPriceRate', () => {
  it('quotes farmland per acre, a plot per sq.ft and sq.yd, anything else per sq.ft', () => {
    expect(landPriceRate({ price: 2_800_000, squareFeet: 87_120, subCategory: 'farmland' })).toBe(
      '₹14,00,000 per acre',
    );
    expect(landPriceRate({ price: 7_680_000, squareFeet: 2_400, subCategory: 'plot' })).toBe(
      '₹3,200 per sq.ft · ₹28,800 per sq.yd',
    );
    expect(landPriceRate({ price: 18_500_000, squareFeet: 1_450, subCategory: 'flat' })).toBe(
      '₹12,759 per sq.ft',
    );
    expect(landPriceRate({ price: 1, squareFeet: 0, subCategory: 'flat' })).toBeNull();
  });
});
