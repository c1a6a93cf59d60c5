import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_SEARCH_MESSAGES } from '#domain/saved-search';
import { parseListingSearch } from '#domain/listing-search-address';
import { queryKeys } from '#web/lib/query-keys';
import { SaveSearchButton } from './save-search-button';

const ADDRESS = '/properties?status=rent&type=flat&city=Bengaluru&bedrooms=2&sort=price-asc&page=2';
const PRIYA = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Priya',
  email: 'priya@example.in',
  photoURL: null,
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  version: 1,
};

type Answer = { status: number; body?: unknown };

const SAVED = {
  id: '0c6f4a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
  name: 'Flats near work',
  frequency: 'weekly',
  search: { status: 'rent', type: ['flat'], city: 'bengaluru', bedrooms: [2] },
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The button on /properties with the address above, signed in as Priya or signed out, and the API's answers. */
function renderButton({
  signedIn,
  save,
  saved = [],
  address = ADDRESS,
}: {
  signedIn: boolean;
  save?: Answer;
  saved?: unknown[];
  address?: string;
}) {
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
      const answer: Answer =
        method === 'POST' && url === '/api/me/saved-searches'
          ? (save ?? { status: 500 })
          : method === 'GET' && url === '/api/me/saved-searches'
            ? { status: 200, body: { items: saved, limit: 20 } }
            : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not expected' } } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.auth.session(), {
    user: signedIn ? PRIYA : null,
    csrfToken: signedIn ? 'token' : null,
  });
  const { search } = parseListingSearch(new URL(address, 'http://localhost').searchParams);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/properties" element={<SaveSearchButton search={search} />} />
          <Route path="*" element={null} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

afterEach(() => vi.unstubAllGlobals());

/** The button, once it can be pressed: signed in, its part loads with the person's saved searches. */
async function saveThisSearch() {
  const button = () => screen.getByRole('button', { name: 'Save this search' });
  // The signed-in part is a lazy chunk; its first load runs the Lingui macro's Babel pass, slow on a busy machine.
  await vi.waitFor(() => expect(button()).toHaveProperty('disabled', false), { timeout: 10_000 });
  return button();
}

describe('Save this search', () => {
  it('offers a name from the filters and saves the filters without sort or page', async () => {
    const { user, sent } = renderButton({
      signedIn: true,
      save: {
        status: 201,
        body: {
          savedSearch: {
            id: '0c6f4a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
            name: '2 BHK flats to rent in Bengaluru',
            frequency: 'instant',
            search: {},
            version: 1,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      },
    });
    await user.click(await saveThisSearch());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    // The form loads when the dialog first opens.
    expect(await within(dialog).findByRole('textbox', { name: /Name/ })).toHaveProperty(
      'value',
      '2 BHK flats to rent in Bengaluru',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Email me new matches/ }),
      'instant',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: '2 BHK flats to rent in Bengaluru',
      frequency: 'instant',
      search: { status: 'rent', type: 'flat', city: 'Bengaluru', bedrooms: '2' },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an empty name before sending anything', async () => {
    const { user, sent } = renderButton({ signedIn: true });
    await user.click(await saveThisSearch());
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.clear(await within(dialog).findByRole('textbox', { name: /Name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says when the account already has as many saved searches as it may keep', async () => {
    const { user } = renderButton({
      signedIn: true,
      save: {
        status: 409,
        body: { error: { code: 'SAVED_SEARCH_LIMIT', message: SAVED_SEARCH_MESSAGES.full } },
      },
    });
    await user.click(await saveThisSearch());
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SAVED_SEARCH_MESSAGES.full);
    expect(within(alert).getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('asks a signed-out visitor to sign in and come back to the same search, with what they typed', async () => {
    const { user } = renderButton({ signedIn: false });
    await user.click(await saveThisSearch());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to save this search' });
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Near the office');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Email me new matches/ }),
      'weekly',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign in to save' }));
    const returnTo = `${ADDRESS}#save-search?${new URLSearchParams({ name: 'Near the office', frequency: 'weekly' })}`;
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/login?${new URLSearchParams({ returnTo })}`),
    );
  });

  it('opens the dialog again, as it was left, when the visitor comes back signed in', async () => {
    renderButton({
      signedIn: true,
      address: `${ADDRESS}#save-search?${new URLSearchParams({ name: 'Near the office', frequency: 'weekly' })}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(await within(dialog).findByRole('textbox', { name: /Name/ })).toHaveProperty(
      'value',
      'Near the office',
    );
    expect(within(dialog).getByRole('combobox', { name: /Email me new matches/ })).toHaveProperty(
      'value',
      'weekly',
    );
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe(ADDRESS));
  });

  it('shows a search already saved as saved, under its name', async () => {
    const { user } = renderButton({ signedIn: true, saved: [SAVED] });
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'This search is saved' });
    expect(dialog.textContent).toContain('You saved this search as “Flats near work”');
    expect(within(dialog).getByRole('link', { name: 'Open saved search' }).getAttribute('href')).toBe(
      '/account',
    );
  });

  it('says a search saved meanwhile is saved already, and offers to open it', async () => {
    const { user } = renderButton({
      signedIn: true,
      save: {
        status: 409,
        body: {
          error: {
            code: 'SAVED_SEARCH_EXISTS',
            message: SAVED_SEARCH_MESSAGES.alreadySaved(SAVED.name),
            current: SAVED,
          },
        },
      },
    });
    await user.click(await saveThisSearch());
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already saved this search as “Flats near work”.');
    expect(within(alert).getByRole('link', { name: 'Open saved search' }).getAttribute('href')).toBe(
      '/account',
    );
  });
});
