import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDayFilter,
  commaListFilter,
  countsPerStatus,
  idFilter,
  isForwardRange,
  searchTextFilter,
  sortFilter,
} from './list-filters.js';

const query = z
  .object({
    status: commaListFilter(['new', 'closed'], 'bad status'),
    from: calendarDayFilter('bad day'),
    q: searchTextFilter(10, 'too long'),
    sort: sortFilter(['newest', 'oldest'], 'newest', 'bad sort'),
    listing: idFilter('bad id'),
  })
  .refine(isForwardRange);

const messages = (input: Record<string, string>) =>
  query.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('admin list filters', () => {
  it('reads blank parameters as absent, as a cleared field leaves them', () => {
    expect(query.parse({ status: '', from: '', q: '  ', sort: '', listing: '' })).toEqual({
      status: undefined,
      from: undefined,
      q: undefined,
      sort: 'newest',
      listing: undefined,
    });
  });

  it('reads comma lists without repeats or blanks, and names a value it does not know', () => {
    expect(query.parse({ status: 'closed, new,,closed' }).status).toEqual(['closed', 'new']);
    expect(messages({ status: 'new,lost' })).toEqual(['bad status']);
  });

  it('takes real days of this era only', () => {
    expect(query.parse({ from: '2026-03-01' }).from).toBe('2026-03-01');
    expect(messages({ from: '2026-02-30' })).toEqual(['bad day']);
    expect(messages({ from: '0000-01-01' })).toEqual(['Dates must fall between 2000 and 2100.']);
    expect(messages({ from: '9999-12-31' })).toEqual(['Dates must fall between 2000 and 2100.']);
  });

  it('refuses search text PostgreSQL cannot match, and text over the limit', () => {
    expect(messages({ q: 'a\u0000b' })).toEqual(['Search text cannot contain control characters.']);
    expect(messages({ q: 'x'.repeat(11) })).toEqual(['too long']);
    expect(query.parse({ q: '  Priya ' }).q).toBe('Priya');
  });

  it('knows a backwards range from an open one', () => {
    expect(isForwardRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isForwardRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(isForwardRange({ to: '2026-03-01' })).toBe(true);
  });
});

describe('counts per status', () => {
  it('gives every status its count, and 0 to a status no row names', () => {
    expect(
      countsPerStatus(['pending', 'confirmed', 'cancelled'] as const, [
        { status: 'cancelled', n: 2 },
        { status: 'pending', n: 5 },
      ]),
    ).toEqual({ pending: 5, confirmed: 0, cancelled: 2 });
  });
});
