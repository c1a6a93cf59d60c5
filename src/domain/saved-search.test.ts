import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SAVED_SEARCH_LIMITS,
  savedSearchCreateSchema,
  savedSearchSchema,
  suggestedSearchName,
  type SavedSearchFilters,
} from './saved-search.js';

describe('saved searches in the domain', () => {
  it.each([
    [
      { bedrooms: [2], type: ['flat' as const], status: 'rent' as const, city: 'Bengaluru' },
      '2 BHK flats to rent in Bengaluru',
    ],
    [{ type: ['villa' as const], status: 'sale' as const }, 'Villas for sale'],
    [{ bedrooms: [3, 5], q: 'sea view' }, '3, 5+ BHK homes matching “sea view”'],
    [{ category: 'commercial' as const, city: 'Pune' }, 'Commercial properties in Pune'],
    [{}, 'Properties'],
  ])('names %j "%s"', (filters, name) => {
    expect(suggestedSearchName(filters)).toBe(name);
  });

  it('keeps a suggested name within the limit', () => {
    const name = suggestedSearchName({ q: 'x'.repeat(100), city: 'Bengaluru' });
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_LIMITS.nameMaxLength);
  });

  it('takes the search as the address spells it, and keeps no sort or paging', () => {
    const parsed = savedSearchCreateSchema.parse({
      name: ' Flats ',
      frequency: 'weekly',
      search: { city: ' Kochi ', bedrooms: '3,1', sort: 'newest', page: '2', pageSize: '24', unknown: 'x' },
    });
    expect(parsed).toEqual({
      name: 'Flats',
      frequency: 'weekly',
      search: { city: 'Kochi', bedrooms: [1, 3] },
    });
  });

  it('answers every filter the search schema has (a new filter must be added to the answer too)', () => {
    expectTypeOf<keyof z.output<typeof savedSearchSchema>['search']>().toEqualTypeOf<
      keyof SavedSearchFilters
    >();
  });
});
