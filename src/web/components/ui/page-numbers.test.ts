import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, shownRange } from './page-numbers';

describe('pageCount', () => {
  it('is at least one, and rounds a part page up', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('shownRange', () => {
  it.each([
    [1, 20, 44, { from: 1, to: 20 }],
    [3, 20, 44, { from: 41, to: 44 }],
    [1, 20, 0, { from: 0, to: 0 }],
  ])('page %d of size %d with %d rows', (page, pageSize, total, expected) => {
    expect(shownRange(page, pageSize, total)).toEqual(expected);
  });
});

describe('pageLinks', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 1)).toEqual([1]);
  });

  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('keeps the same width near either end', () => {
    expect(pageLinks(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageLinks(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageLinks(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageLinks(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });
});
