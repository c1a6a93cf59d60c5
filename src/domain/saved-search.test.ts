import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  SAVED_SEARCH_LIMITS,
  savedSearchCreateSchema,
  savedSearchKey,
  savedSearchUpdateSchema,
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

  it('gives one key to searches that find the same homes, whatever the order, case or spacing', () => {
    const key = (search: Record<string, string>) =>
      savedSearchKey(savedSearchCreateSchema.parse({ name: 'x', frequency: 'off', search }).search);
    const kochi = key({ status: 'rent', city: 'Kochi', type: 'villa,flat', bedrooms: '3,2', q: 'sea  view' });
    expect(key({ q: 'Sea View', bedrooms: '2,3', type: 'flat,villa', city: ' kochi', status: 'rent' })).toBe(
      kochi,
    );
    expect(
      key({
        status: 'rent',
        city: 'Kochi',
        type: 'flat,villa',
        bedrooms: '2,3',
        q: 'sea view',
        sort: 'newest',
        page: '3',
      }),
    ).toBe(kochi);
    expect(key({ status: 'rent', city: 'Kochi', type: 'flat', bedrooms: '2,3', q: 'sea view' })).not.toBe(
      kochi,
    );
    expect(
      key({ status: 'sale', city: 'Kochi', type: 'flat,villa', bedrooms: '2,3', q: 'sea view' }),
    ).not.toBe(kochi);
  });

  it('stores the criteria canonical: lists sorted, nothing empty', () => {
    const parsed = savedSearchCreateSchema.parse({
      name: 'x',
      frequency: 'off',
      search: { amenities: 'Lift,Gym', type: 'villa,flat', q: '  sea   view ', city: '' },
    });
    expect(parsed.search).toEqual({ q: 'sea view', type: ['flat', 'villa'], amenities: ['Gym', 'Lift'] });
  });

  it('takes new criteria in an update, and refuses an empty update', () => {
    expect(savedSearchUpdateSchema.parse({ search: { city: 'Pune', bedrooms: '2' } })).toEqual({
      search: { city: 'Pune', bedrooms: [2] },
    });
    expect(savedSearchUpdateSchema.safeParse({}).success).toBe(false);
    expect(savedSearchUpdateSchema.safeParse({ search: { bedrooms: '9' } }).success).toBe(false);
  });
});
