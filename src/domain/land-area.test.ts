import { describe, expect, it } from 'vitest';
import { formatLandArea, plotAreaFromSides } from './land-area.js';

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

describe('formatLandArea', () => {
  it('says farmland of an acre or more in acres, with the square feet after', () => {
    expect(formatLandArea(108_900, 'farmland')).toBe('2.5 acres (1,08,900 sq.ft)');
    expect(formatLandArea(43_560, 'farmland')).toBe('1 acre (43,560 sq.ft)');
    expect(formatLandArea(4_35_600, 'farmland')).toBe('10 acres (4,35,600 sq.ft)');
    expect(formatLandArea(50_000, 'farmland')).toBe('1.15 acres (50,000 sq.ft)');
  });

  it('keeps square feet below an acre, and for every other kind of property', () => {
    expect(formatLandArea(43_559, 'farmland')).toBe('43,559 sq.ft');
    expect(formatLandArea(108_900, 'plot')).toBe('1,08,900 sq.ft');
    expect(formatLandArea(1250, 'flat')).toBe('1,250 sq.ft');
  });
});
