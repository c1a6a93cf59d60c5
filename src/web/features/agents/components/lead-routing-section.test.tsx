import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadRoutingSection } from './lead-routing-section';

function renderSection() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { mode: string }) : undefined;
      sent.push({ method, path: url, body });
      const answer =
        method === 'GET'
          ? { routing: { mode: 'listing-agent' }, version: 3 }
          : { routing: { mode: body?.mode }, version: 4 };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LeadRoutingSection />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('New leads go to', () => {
  it('shows the current choice and saves another over the version read', async () => {
    const { user, sent } = renderSection();
    const listingAgent = await screen.findByRole<HTMLInputElement>('radio', {
      name: "To the listing's agent",
    });
    expect(listingAgent.checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Round-robin among agents' }));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/admin/lead-routing', body: { mode: 'round-robin', version: 3 } },
    ]);
    const roundRobin = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Round-robin among agents',
    });
    await vi.waitFor(() => expect(roundRobin.checked).toBe(true));
  });
});
