import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { resultCount, showResultsLabel } from './results-header';
import { knownPages, SearchPagination } from './search-pagination';

describe('the result count', () => {
  it('is exact up to the cap, as before', () => {
    expect(resultCount(i18n, 1)).toBe('1 property');
    expect(resultCount(i18n, 1234)).toBe('1,234 properties');
    expect(showResultsLabel(i18n, 1)).toBe('Show 1 result');
    expect(showResultsLabel(i18n, 999)).toBe('Show 999 results');
  });

  it('says "1,000+" when the server stopped counting', () => {
    expect(resultCount(i18n, 1000, true)).toBe('1,000+ properties');
    expect(showResultsLabel(i18n, 1000, true)).toBe('Show 1,000+ results');
    expect(resultCount(i18n, 1200, true)).toBe('1,200+ properties');
  });
});

describe('the search pages offered', () => {
  it('are every page of an exact count', () => {
    expect(knownPages(25, 12, false)).toBe(3);
    expect(knownPages(24, 12, false)).toBe(2);
  });

  it('stop at the page holding the first result past a capped count', () => {
    expect(knownPages(1000, 12, true)).toBe(84);
    expect(knownPages(1200, 12, true)).toBe(101);
  });

  it('offer no page number past what is known, with a gap saying more follow', () => {
    render(<SearchPagination page={1} pageSize={12} total={1000} totalIsCapped onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('button', { name: 'Page 84' })).not.toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Page 85' })).toBeNull();
    expect(nav.textContent).toMatch(/84…/);
    expect(within(nav).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('end at the last page of an exact count', () => {
    render(
      <SearchPagination page={3} pageSize={12} total={25} totalIsCapped={false} onPageChange={vi.fn()} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).not.toMatch(/3…/);
    expect(within(nav).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });
});
