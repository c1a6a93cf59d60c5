import { describe, expect, it } from 'vitest';
import { growthPeriods, indiaDayRangeEnd, indiaDayStart, percentChange } from './service.js';

describe('growthPeriods', () => {
  it('compares this month so far with the same days of last month', () => {
    expect(growthPeriods(new Date('2026-11-23T06:00:00Z'))).toEqual({
      current: { from: '2026-11-01', to: '2026-11-23' },
      previous: { from: '2026-10-01', to: '2026-10-23' },
    });
  });

  it("uses India's calendar day: 20:00 UTC on the 30th is already the 1st in India", () => {
    expect(growthPeriods(new Date('2026-11-30T20:00:00Z'))).toEqual({
      current: { from: '2026-12-01', to: '2026-12-01' },
      previous: { from: '2026-11-01', to: '2026-11-01' },
    });
  });

  it('takes a shorter last month whole, and reaches back over the new year', () => {
    expect(growthPeriods(new Date('2027-03-31T06:00:00Z')).previous).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
    expect(growthPeriods(new Date('2028-03-30T06:00:00Z')).previous.to).toBe('2028-02-29');
    expect(growthPeriods(new Date('2027-01-15T06:00:00Z')).previous).toEqual({
      from: '2026-12-01',
      to: '2026-12-15',
    });
  });
});

describe('percentChange', () => {
  it('rounds the change to a whole percent, up or down', () => {
    expect(percentChange(15, 12)).toBe(25);
    expect(percentChange(2, 3)).toBe(-33);
    expect(percentChange(0, 4)).toBe(-100);
  });

  it('has no percentage from a zero base, and nothing to nothing is no change', () => {
    expect(percentChange(3, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
});

describe('India day bounds', () => {
  it('starts a day at midnight in India and ends a range after its last day', () => {
    expect(indiaDayStart('2026-11-01').toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(indiaDayRangeEnd({ from: '2026-11-01', to: '2026-11-23' }).toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
  });
});
