import { describe, expect, it } from 'vitest';
import {
  listQueryStrings,
  MAX_LIST_PAGE,
  parseCalendarDay,
  parseCommaList,
  parsePage,
  parsePageSize,
  parseRecordId,
  parseSearchText,
  setPaging,
  toggledValue,
  withFilters,
  withoutReversedEnd,
  withPage,
  withPageSize,
  withSort,
} from './list-search-params';

const ID = '0b6f3c4e-8a1d-4f7a-9c2e-5d8b7a6f1e20';
const COLOURS = ['red', 'green', 'blue'] as const;

describe('reading a list from the address', () => {
  it('keeps only real calendar days', () => {
    expect(parseCalendarDay('2026-03-14')).toBe('2026-03-14');
    expect(parseCalendarDay('2026-02-30')).toBeUndefined();
    expect(parseCalendarDay('0202-03-14')).toBeUndefined();
    expect(parseCalendarDay('2101-01-01')).toBeUndefined();
    expect(parseCalendarDay('14-03-2026')).toBeUndefined();
    expect(parseCalendarDay(null)).toBeUndefined();
  });

  it('reads record ids in lower case and ignores anything else', () => {
    expect(parseRecordId(ID.toUpperCase())).toBe(ID);
    expect(parseRecordId('42')).toBeUndefined();
  });

  it('reads pages from 1 up to the last a list can have, and only the offered page sizes', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBeUndefined();
    expect(parsePage('2.5')).toBeUndefined();
    expect(parsePage(String(MAX_LIST_PAGE + 1))).toBeUndefined();
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('7')).toBeUndefined();
  });

  it('trims search text and cuts it at the length the server takes', () => {
    expect(parseSearchText('  Kavya  ', 100)).toBe('Kavya');
    expect(parseSearchText('x'.repeat(120), 100)).toHaveLength(100);
    expect(parseSearchText(null, 100)).toBe('');
  });

  it('reads a comma list in the domain order, once each, dropping unknown values', () => {
    expect(parseCommaList(COLOURS, 'blue, red,pink,blue')).toEqual(['red', 'blue']);
    expect(parseCommaList(COLOURS, null)).toEqual([]);
  });

  it('drops the end of a range that ends before it starts', () => {
    expect(withoutReversedEnd({ from: '2026-03-14', to: '2026-03-01' })).toEqual({
      from: '2026-03-14',
      to: undefined,
    });
    expect(withoutReversedEnd({ from: '2026-03-01', to: '2026-03-14' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-14',
    });
  });
});

describe('writing a list to the address and the API', () => {
  const defaults = { sort: 'newest', page: 1, pageSize: 20 } as const;

  it('writes sort, page and page size only when they are not the defaults', () => {
    const search = new URLSearchParams();
    setPaging(search, defaults, defaults);
    expect(search.toString()).toBe('');
    setPaging(search, { sort: 'oldest', page: 2, pageSize: 50 }, defaults);
    expect(search.toString()).toBe('sort=oldest&page=2&pageSize=50');
  });

  it('asks the API for a page with the filters and sort, and exports the same without the page', () => {
    const { toListQuery, toExportQuery } = listQueryStrings((search, filters: { q: string }) => {
      if (filters.q) search.set('q', filters.q);
    });
    const request = { q: 'Ravi', sort: 'newest', page: 3, pageSize: 20 } as const;
    expect(toListQuery(request)).toBe('q=Ravi&sort=newest&page=3&pageSize=20');
    expect(toExportQuery(request)).toBe('q=Ravi&sort=newest');
  });
});

describe('moves on a list', () => {
  const state = { q: '', from: undefined as string | undefined, to: undefined as string | undefined };
  const onPage = (page: number) => ({ ...state, sort: 'newest', page, pageSize: 20 as const });

  it('go back to the first page when a filter, the sort or the page size changes', () => {
    expect(withFilters(onPage(4), { q: 'Meera' })).toMatchObject({ q: 'Meera', page: 1 });
    expect(withSort(onPage(4), 'oldest')).toMatchObject({ sort: 'oldest', page: 1 });
    expect(withPageSize(onPage(4), 50)).toMatchObject({ pageSize: 50, page: 1 });
  });

  it('turn a reversed day range into the day just chosen', () => {
    const range = withFilters(onPage(1), { from: '2026-03-10', to: '2026-03-12' });
    expect(withFilters(range, { to: '2026-03-05' })).toMatchObject({ from: '2026-03-05', to: '2026-03-05' });
    expect(withFilters(range, { from: '2026-03-20' })).toMatchObject({
      from: '2026-03-20',
      to: '2026-03-20',
    });
  });

  it('keep the page between 1 and the last a list can have', () => {
    expect(withPage(onPage(2), 0).page).toBe(1);
    expect(withPage(onPage(2), 2.7).page).toBe(2);
    expect(withPage(onPage(2), MAX_LIST_PAGE + 5).page).toBe(MAX_LIST_PAGE);
  });

  it('toggle a chip in the domain order', () => {
    const both = toggledValue(COLOURS, toggledValue(COLOURS, [], 'blue'), 'red');
    expect(both).toEqual(['red', 'blue']);
    expect(toggledValue(COLOURS, both, 'red')).toEqual(['blue']);
  });
});
