import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalityInsights } from '#domain/locality-insights-answer';
import { loadHindiPlaceNames } from '#web/lib/place-names';
import { messages as commonMessages } from '#web/locales/hi/common.po';
import { messages as localitiesMessages } from '#web/locales/hi/localities.po';
import { localityInsightsQueryOptions } from './api/get-locality-insights';
import { LocalityPage } from './locality-page';

const place = (locality: string | null, listings: number): LocalityInsights => ({
  city: 'Bengaluru',
  locality,
  citySlug: 'bengaluru',
  localitySlug: locality ? 'whitefield' : null,
  listings,
  minimumListings: 3,
  currentQuarter: '2026-10-01',
  previousQuarter: '2026-07-01',
  figures: [
    {
      propertyStatus: 'sale',
      subCategory: 'flat',
      bedrooms: 2,
      medianPricePerSqFt: 8500,
      listings: 4,
      firstListedAt: '2026-07-10T06:00:00Z',
      lastListedAt: '2026-11-02T06:00:00Z',
      currentQuarterMedian: 8600,
      previousQuarterMedian: 8400,
      quarterChangePercent: 0,
    },
  ],
});

beforeAll(async () => {
  await loadHindiPlaceNames();
  i18n.loadAndActivate({ locale: 'hi', messages: { ...commonMessages, ...localitiesMessages } });
});

describe('a locality page in Hindi', () => {
  it('names the place in Devanagari and says its figures in Hindi', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      localityInsightsQueryOptions('bengaluru', 'whitefield').queryKey,
      place('Whitefield', 5),
    );
    queryClient.setQueryData(localityInsightsQueryOptions('bengaluru', '').queryKey, place(null, 40));
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LocalityPage citySlug="bengaluru" localitySlug="whitefield" notFound={null} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'व्हाइटफ़ील्ड, बेंगलुरु में प्रॉपर्टी के दाम' })).toBeTruthy();
    expect(document.title).toBe('व्हाइटफ़ील्ड, बेंगलुरु में प्रॉपर्टी के दाम | HouseHunt');
    expect(screen.getByTestId('locality-summary').textContent).toContain('अक्टूबर–दिसंबर 2026');
    expect(screen.getByRole('heading', { name: 'पूरे बेंगलुरु में' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader', { name: '2 बीएचके फ़्लैट' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: 'कोई बदलाव नहीं' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: 'जुलाई–नवंबर 2026' })).toHaveLength(2);
  });
});
