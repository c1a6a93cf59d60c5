import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseListingSearch } from '#domain/listing-search-address';
import { loadHindiPlaceNames } from '#web/lib/place-names';
import { messages as commonMessages } from '#web/locales/hi/common.po';
import { messages as searchMessages } from '#web/locales/hi/search.po';
import { AppliedFilterChips } from './applied-filter-chips';
import { FilterPanel } from './filter-panel';
import { ResultsHeader } from './results-header';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query)).search;

beforeAll(async () => {
  await loadHindiPlaceNames();
  i18n.loadAndActivate({ locale: 'hi', messages: { ...commonMessages, ...searchMessages } });
});

describe('the search page in Hindi', () => {
  it('counts, sorts and links to the locality prices in Hindi', () => {
    render(
      <MemoryRouter>
        <ResultsHeader
          search={parse('city=Bengaluru&locality=Whitefield&sort=price-asc')}
          total={1234}
          totalIsCapped={false}
          localityPage="/locality/bengaluru/whitefield"
          busy={false}
          view="list"
          onSort={vi.fn()}
          onView={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('1,234 प्रॉपर्टी');
    expect(screen.getByRole('link', { name: 'व्हाइटफ़ील्ड में दाम' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'दाम: कम से ज़्यादा' })).toBeTruthy();
    expect(screen.getByText('पहले बिक्री, फिर किराया')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नक्शा' })).toBeTruthy();
  });

  it('names the applied filters with Devanagari places and prices in लाख', () => {
    render(
      <AppliedFilterChips
        search={parse('city=Pune&maxPrice=4000000&bedrooms=3')}
        onSearch={vi.fn()}
        onClear={vi.fn()}
        afterLast={createRef()}
      />,
    );
    const chips = screen.getByRole('list', { name: 'लगे हुए फ़िल्टर' });
    expect(chips.textContent).toContain('पुणे');
    expect(chips.textContent).toContain('₹40 लाख तक');
    expect(chips.textContent).toContain('3 बीएचके');
    expect(screen.getByRole('button', { name: 'सब हटाएँ' })).toBeTruthy();
  });

  it('offers the filters in Hindi, budgets in लाख and करोड़', () => {
    const { container } = render(
      <FilterPanel search={parse('status=sale')} onChange={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.getByRole('group', { name: 'प्रॉपर्टी का प्रकार' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'फ़्लैट/अपार्टमेंट' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'सेमी-फ़र्निश्ड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 बेडरूम' })).toBeTruthy();
    expect(screen.getByLabelText('न्यूनतम दाम (₹)')).toBeTruthy();
    const budgets = [...container.querySelectorAll('datalist option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(budgets).toContain('₹50 लाख');
    expect(budgets).toContain('₹1 करोड़');
    expect(screen.getByRole('button', { name: 'सारे फ़िल्टर हटाएँ' })).toBeTruthy();
  });
});
