import { describe, expect, it } from 'vitest';
import { describeTimeSince, formatDateTime } from './relative-time';

const NOW = Date.parse('2025-03-12T12:00:00Z');
const ago = (milliseconds: number) => new Date(NOW - milliseconds);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('describeTimeSince', () => {
  it.each([
    ['a few seconds', ago(20_000), 'just now'],
    ['a moment in the future (clock skew)', ago(-5_000), 'just now'],
    ['one minute', ago(MINUTE), '1 minute ago'],
    ['five minutes', ago(5 * MINUTE + 30_000), '5 minutes ago'],
    ['three hours', ago(3 * HOUR), '3 hours ago'],
    ['one day', ago(DAY + HOUR), 'yesterday'],
    ['six days', ago(6 * DAY), '6 days ago'],
  ])('says how long ago for %s', (_case, date, expected) => {
    expect(describeTimeSince(date, NOW)).toBe(expected);
  });

  it('gives the date of a change more than a week old', () => {
    expect(describeTimeSince(ago(30 * DAY), NOW)).toMatch(/Feb 2025/);
  });

  it('dates a moment by India’s calendar, whatever the machine’s zone', () => {
    // 20:00 UTC on 3 March is 1:30 am on 4 March in India.
    expect(describeTimeSince(new Date('2025-03-03T20:00:00Z'), NOW)).toBe('4 Mar 2025');
    expect(formatDateTime(new Date('2025-03-03T20:00:00Z'))).toMatch(/^4 Mar 2025, 1:30\s?am$/);
  });
});
