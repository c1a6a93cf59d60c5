import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { formatCalendarDate, formatTimestampDate } from './listing-dates';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

describe('formatCalendarDate', () => {
  it('writes a date the Indian way, day first with the month in words', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 December 2026');
  });
});

describe('formatTimestampDate', () => {
  it('gives the day the moment fell on in India', () => {
    // 8 pm in London on 30 November is already 1 December in India.
    expect(formatTimestampDate('2026-11-30T20:00:00.000Z')).toBe('1 December 2026');
  });
});
