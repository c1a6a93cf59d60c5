import { activateEnglish } from '#web/testing/languages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, bindSession, SESSION_PATH } from './api-client';

// The messages are the English catalogue's, as on an English page.
activateEnglish();

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  bindSession({ csrfToken: () => null, onCsrfRejected: () => {}, recheck: () => Promise.resolve() });
});

describe('apiClient', () => {
  it('fetches JSON under /api with same-origin credentials', async () => {
    const fetchMock = answerWith(Response.json({ siteName: 'HouseHunt' }));

    await expect(apiClient.get('/site')).resolves.toEqual({ siteName: 'HouseHunt' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/site');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
  });

  it('sends a body as JSON', async () => {
    const fetchMock = answerWith(new Response(null, { status: 204 }));

    await expect(apiClient.post('/enquiries', { name: 'Asha' })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Asha"}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends the extra headers a call asks for, beside its own', async () => {
    const fetchMock = answerWith(Response.json({}, { status: 201 }));

    await apiClient.post('/bookings', { name: 'Asha' }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      'Content-Type': 'application/json',
    });
  });

  it("turns the server's error body into an ApiError with status, code, message and fields", async () => {
    answerWith(
      Response.json(
        { error: { code: 'VALIDATION', message: 'Check the form', fields: { pincode: 'Enter 6 digits' } } },
        { status: 400 },
      ),
    );

    const error = await apiClient.get('/site').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Check the form',
      fields: { pincode: 'Enter 6 digits' },
    });
  });

  it('gives a readable message when the error body is not JSON', async () => {
    answerWith(new Response('<h1>Bad gateway</h1>', { status: 502 }));

    await expect(apiClient.get('/site')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'The server could not complete the request (HTTP 502).',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(apiClient.get('/site')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it("sends the session's CSRF token on writes and never on reads", async () => {
    bindSession({ csrfToken: () => 'token-1', onCsrfRejected: () => {}, recheck: () => Promise.resolve() });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await apiClient.get('/site');
    await apiClient.post('/auth/logout');
    await apiClient.put('/site', {});
    await apiClient.patch('/admin/users/1/role', { role: 'admin' });
    await apiClient.delete('/admin/properties/1');

    const tokens = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['x-csrf-token'],
    );
    expect(tokens).toEqual([undefined, 'token-1', 'token-1', 'token-1', 'token-1']);
  });

  it('sends no CSRF header when signed out', async () => {
    const fetchMock = answerWith(new Response(null, { status: 204 }));

    await apiClient.post('/enquiries', { name: 'Asha' });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('x-csrf-token');
  });

  it('tells the session when the server refuses the CSRF token, and does not retry the write', async () => {
    const onCsrfRejected = vi.fn();
    bindSession({ csrfToken: () => 'stale', onCsrfRejected, recheck: () => Promise.resolve() });
    const fetchMock = answerWith(
      Response.json({ error: { code: 'CSRF', message: 'Reload the page and try again.' } }, { status: 403 }),
    );

    await expect(apiClient.post('/auth/logout')).rejects.toMatchObject({ status: 403, code: 'CSRF' });
    expect(onCsrfRejected).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('after a 401', () => {
    const refused = () =>
      Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } }, { status: 401 });

    /** A recheck of the session that settles when the test says so. */
    function holdRecheck() {
      let settle: () => void = () => {};
      const recheck = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
      bindSession({ csrfToken: () => null, onCsrfRejected: () => {}, recheck });
      return { recheck, settle: () => settle() };
    }

    it('reads the session again once, and holds every other request until it has been read', async () => {
      const { recheck, settle } = holdRecheck();
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockImplementation(async () => Response.json({}))
        .mockResolvedValueOnce(refused());
      vi.stubGlobal('fetch', fetchMock);

      await expect(apiClient.get('/admin/notifications/unread-count')).rejects.toMatchObject({ status: 401 });
      const poll = apiClient.get('/admin/dashboard/counts');
      await apiClient.get(SESSION_PATH);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/admin/notifications/unread-count',
        '/api/me',
      ]);

      settle();
      await expect(poll).resolves.toEqual({});
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/dashboard/counts');
      expect(recheck).toHaveBeenCalledTimes(1);
    });

    it('never sends a request that was cancelled while it waited, since its session has ended', async () => {
      const { settle } = holdRecheck();
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(refused());
      vi.stubGlobal('fetch', fetchMock);

      await apiClient.get('/admin/notifications').catch(() => undefined);
      const controller = new AbortController();
      const poll = apiClient.get('/admin/notifications/unread-count', { signal: controller.signal });
      controller.abort();
      settle();

      await expect(poll).rejects.toMatchObject({ name: 'AbortError' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('lets requests go again when the session could not be read', async () => {
      const recheck = vi.fn(() => Promise.reject(new Error('offline')));
      bindSession({ csrfToken: () => null, onCsrfRejected: () => {}, recheck });
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(refused())
        .mockResolvedValue(Response.json({}));
      vi.stubGlobal('fetch', fetchMock);

      await apiClient.get('/admin/notifications').catch(() => undefined);
      await expect(apiClient.get('/site')).resolves.toEqual({});
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
