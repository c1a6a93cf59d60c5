import { describe, expect, it } from 'vitest';
import {
  isPlaceSlug,
  listedRangeLabel,
  placeSlug,
  previousQuarterStart,
  quarterChangePercent,
  quarterLabel,
  quarterStart,
} from './locality-insights.js';

describe('locality insights rules', () => {
  it('writes one slug for spellings that differ in case, spaces and punctuation', () => {
    expect(placeSlug('HSR Layout')).toBe('hsr-layout');
    expect(placeSlug(' Sarjapur  Road ')).toBe('sarjapur-road');
    expect(placeSlug('Sector 45, Gurugram')).toBe('sector-45-gurugram');
    expect(placeSlug('व्हाइटफ़ील्ड')).toBe('');
    expect(placeSlug(null)).toBe('');
    expect(isPlaceSlug('hsr-layout')).toBe(true);
    for (const wrong of ['HSR-layout', 'hsr--layout', '-hsr', 'hsr layout', '', 'a'.repeat(151)])
      expect(isPlaceSlug(wrong), wrong).toBe(false);
  });

  it("puts an instant in the quarter of India's calendar", () => {
    // 31 March 19:00 UTC is 1 April 00:30 in India: the next quarter.
    expect(quarterStart(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
    expect(quarterStart(new Date('2026-03-31T18:00:00Z'))).toBe('2026-01-01');
    expect(previousQuarterStart('2026-01-01')).toBe('2025-10-01');
    expect(previousQuarterStart('2026-10-01')).toBe('2026-07-01');
    expect(quarterLabel('2026-07-01')).toBe('Jul–Sep 2026');
  });

  it('names the months a figure is from', () => {
    const at = (day: string) => new Date(`${day}T06:00:00Z`);
    expect(listedRangeLabel(at('2026-07-03'), at('2026-11-20'))).toBe('Jul–Nov 2026');
    expect(listedRangeLabel(at('2026-11-03'), at('2026-11-20'))).toBe('Nov 2026');
    expect(listedRangeLabel(at('2025-12-03'), at('2026-02-20'))).toBe('Dec 2025–Feb 2026');
  });

  it('words the change since last quarter', () => {
    expect(quarterChangePercent(10_000, 10_420)).toBe(4.2);
    expect(quarterChangePercent(null, 10_420)).toBeNull();
  });
});
