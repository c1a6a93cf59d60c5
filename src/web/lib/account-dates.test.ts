import { describe, expect, it } from 'vitest';
import { formatAccountDate } from './account-dates';

describe('an account page’s date', () => {
  const moment = '2026-03-12T10:15:00.000Z';

  it('is Indian English by default, as the admin portal shows it', () => {
    expect(formatAccountDate(moment)).toMatch(/^12 Mar 2026, 3:45\s?pm$/i);
    expect(formatAccountDate(null)).toBe('Never');
  });

  it('is Hindi with Western digits on a Hindi page', () => {
    const hindi = formatAccountDate(moment, undefined, 'hi');
    expect(hindi).toContain('12 मार्च 2026');
    expect(hindi).not.toMatch(/Mar\b/);
  });
});
