import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakHindi } from '#web/testing/languages';
import { MyListings } from './my-listings-section';

const USER_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const A_LISTING = {
  id: '0c6f4a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
  title: '2 BHK in Koramangala',
  propertyStatus: 'rent',
  price: 40000,
  city: 'Bengaluru',
  listingState: 'draft',
  reviewNote: 'The photos show a different flat',
  lastConfirmedAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 3,
  coverUrl: null,
  views: 12,
  enquiries: 2,
  visits: 1,
  quality: {
    score: 64,
    checks: [
      { check: 'photos', met: false, weight: 25, hint: 'Add 3 more photos: every room.' },
      { check: 'mapPin', met: true, weight: 15, hint: null },
    ],
  },
};

function renderMyListings() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({
        method,
        path: url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const body =
        method === 'GET'
          ? { listings: [A_LISTING], pendingReview: 0, maxPendingReview: 10 }
          : { listing: { ...A_LISTING, listingState: 'pending-review' } };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyListings userId={USER_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('My listings', () => {
  it('shows each listing with its state, the team’s note and what it drew', async () => {
    renderMyListings();
    expect(await screen.findByText('2 BHK in Koramangala')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit “2 BHK in Koramangala”' }).getAttribute('href')).toBe(
      `/account/listings/${A_LISTING.id}/edit`,
    );
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText(/The photos show a different flat/)).toBeTruthy();
    expect(screen.getByText(/12 views · 2 enquiries · 1 visit\b/)).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Answer the visits and enquiries on “2 BHK in Koramangala”' })
        .getAttribute('href'),
    ).toBe('/account/leads');
    expect(screen.getByTestId('quality-score').textContent).toBe('Quality 64/100');
    expect(screen.getByText('Add 3 more photos: every room.')).toBeTruthy();
  });

  it('speaks Hindi on Hindi pages: states, counts, the city, the score and its hints', async () => {
    speakHindi('account', 'forms', 'lister');
    renderMyListings();
    expect(await screen.findByText('2 BHK in Koramangala')).toBeTruthy();
    expect(screen.getByText('ड्राफ़्ट')).toBeTruthy();
    expect(screen.getByText(/बेंगलुरु · 12 बार देखी गई · 2 पूछताछ · 1 साइट विज़िट/)).toBeTruthy();
    expect(screen.getByText(/टीम ने इसे वापस भेजा है: The photos show a different flat/)).toBeTruthy();
    expect(screen.getByTestId('quality-score').textContent).toBe('क्वालिटी 64/100');
    expect(screen.getByText(/^3 और फ़ोटो जोड़ें/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '“2 BHK in Koramangala” में बदलाव करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रिव्यू के लिए भेजें' })).toBeTruthy();
  });

  it('submits a draft for review over the version it shows', async () => {
    const { user, sent } = renderMyListings();
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/me/listings/${A_LISTING.id}/state`,
        body: { to: 'pending-review', version: 3 },
      }),
    );
  });
});
