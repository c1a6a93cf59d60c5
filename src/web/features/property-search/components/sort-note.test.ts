import { describe, expect, it } from 'vitest';
import { listingSearchSchema } from '#domain/listing-search';
import { i18nSpeaking } from '#web/testing/languages';
import { sortNoteFor } from './results-header';

const note = (query: string) =>
  sortNoteFor(listingSearchSchema.parse(Object.fromEntries(new URLSearchParams(query))), i18nSpeaking('en'));

describe('sortNoteFor', () => {
  it('says that "Price reduced" lists only the homes whose price dropped in the last 14 days', () => {
    expect(note('sort=price-reduced')).toBe('Only homes whose price dropped in the last 14 days');
  });

  it('says which area a price per sq ft is of, and that a rent is per month', () => {
    expect(note('status=sale&sort=price-per-sq-ft')).toBe('Per sq ft of the total area');
    expect(note('status=rent&sort=price-per-sq-ft')).toBe('Monthly rent per sq ft of the total area');
  });

  it('keeps sale first, then rent for a price sort over both, and says nothing of the newest', () => {
    expect(note('sort=price-asc')).toBe('Sale first, then rent');
    expect(note('')).toBeNull();
  });
});
