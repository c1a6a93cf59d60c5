import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from './api-client';

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
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
});
