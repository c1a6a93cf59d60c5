/**
 * Renders an admin screen part for a Testing Library test: a fresh query cache, a router, and a stand-in for the
 * HouseHunt API that answers from the test's own handlers and keeps every request it was sent.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export type ApiAnswer = { status: number; body?: unknown };
export type SentRequest = { method: string; path: string; body: unknown };
/** Keyed "METHOD /path" (the path under /api); each call takes the next answer, the last one repeating. */
export type ApiScript = Record<string, ApiAnswer[]>;

/** `at`: the address the router starts on, for a screen that reads its query (a visit link's token). */
export function renderAdmin(ui: ReactNode, script: ApiScript, { at = '/' }: { at?: string } = {}) {
  const sent: SentRequest[] = [];
  const answered = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = url.replace(/^\/api/, '');
      const key = `${method} ${path}`;
      sent.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answers = script[key];
      if (!answers) throw new Error(`The test did not expect ${key}`);
      const count = answered.get(key) ?? 0;
      answered.set(key, count + 1);
      const answer = answers[Math.min(count, answers.length - 1)]!;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  const writes = () => sent.filter((request) => request.method !== 'GET');
  return { ...view, user, queryClient, sent, writes };
}

/** A 409 RECORD_CHANGED as the server sends it, carrying the record as it now is. */
export const recordChanged = (current: unknown, message = 'Someone else changed this a moment ago.') => ({
  status: 409,
  body: { error: { code: 'RECORD_CHANGED', message, current } },
});
