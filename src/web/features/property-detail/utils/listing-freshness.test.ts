import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { availabilityConfirmedText } from './listing-freshness';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

describe('availabilityConfirmedText', () => {
  it('says "today" on the day availability was confirmed', () => {
    expect(availabilityConfirmedText(0)).toBe('Availability confirmed today');
  });

  it('counts one day in the singular and more in the plural', () => {
    expect(availabilityConfirmedText(1)).toBe('Availability confirmed 1 day ago');
    expect(availabilityConfirmedText(12)).toBe('Availability confirmed 12 days ago');
  });
});
