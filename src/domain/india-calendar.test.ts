import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatShortDate,
  formatVisitDate,
  indiaDayStart,
  indiaTimeOfDay,
  indiaToday,
} from './india-calendar.js';

describe('the India calendar', () => {
  it('turns the day at 18:30 UTC, which is midnight in India', () => {
    expect(indiaToday(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(indiaToday(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });

  it('tells the wall-clock time in India', () => {
    expect(indiaTimeOfDay(new Date('2026-03-01T03:30:00Z'))).toBe('09:00');
  });

  it('moves a day across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', 90)).toBe('2026-05-30');
  });

  it('writes a day out in Indian English', () => {
    expect(formatVisitDate('2026-03-14')).toBe('Saturday, 14 March 2026');
  });

  it('starts an India day at 18:30 UTC the day before', () => {
    expect(indiaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(indiaToday(indiaDayStart('2026-03-02'))).toBe('2026-03-02');
    expect(indiaToday(new Date(indiaDayStart('2026-03-02').getTime() - 1))).toBe('2026-03-01');
  });

  it('counts whole days between two days, across a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-05-30')).toBe(90);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });

  it('writes a short date, with the year only when it is not this year', () => {
    expect(formatShortDate('2026-12-03', '2026-12-20')).toBe('3 Dec');
    expect(formatShortDate('2025-12-03', '2026-01-10')).toBe('3 Dec 2025');
  });
});
