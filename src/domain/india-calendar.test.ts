import { describe, expect, it } from 'vitest';
import { addDays, formatVisitDate, indiaTimeOfDay, indiaToday } from './india-calendar.js';

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
});
