import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '#domain/saved-search';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = '0c6f4a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c.signature';
const PATH = `/api/saved-searches/unsubscribe?${new URLSearchParams({ token: TOKEN }).toString()}`;

function renderPage(address: string, answers: Record<string, { status: number; body: unknown }>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      sent.push(key);
      const answer = answers[key];
      if (!answer) throw new Error(`The test did not expect ${key}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[address]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe page', () => {
  it('names the search, and stops its alerts only when asked', async () => {
    const { user, sent } = renderPage(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`, {
      [`GET ${PATH}`]: { status: 200, body: { savedSearch: { name: 'Flats in Pune', frequency: 'daily' } } },
      [`POST ${PATH}`]: { status: 200, body: { savedSearch: { name: 'Flats in Pune', frequency: 'off' } } },
    });
    expect(await screen.findByText(/Stop emailing me new homes for “Flats in Pune”/)).toBeTruthy();
    expect(sent).toEqual([`GET ${PATH}`]);
    await user.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'You will get no more alerts for “Flats in Pune”',
    );
    expect(sent).toEqual([`GET ${PATH}`, `POST ${PATH}`]);
  });

  it('says what is wrong with a link the server refuses, and with one cut short', async () => {
    renderPage(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`, {
      [`GET ${PATH}`]: {
        status: 400,
        body: {
          error: { code: 'UNSUBSCRIBE_TOKEN_INVALID', message: SAVED_SEARCH_MESSAGES.unsubscribeInvalid },
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).toBeNull();
  });

  it('asks nothing for a link without its token', async () => {
    const { sent } = renderPage('/unsubscribe', {});
    expect((await screen.findByRole('alert')).textContent).toBe(SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
    expect(sent).toEqual([]);
  });
});
