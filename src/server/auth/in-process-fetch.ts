import type { FastifyInstance, FastifyRequest } from 'fastify';

// Not an address any socket can have: marks the app's own requests to itself.
const IN_PROCESS_ADDRESS = 'in-process';

/** A request the app made to itself through inProcessFetch, not one from the network. */
export const isInProcessRequest = (request: FastifyRequest) =>
  request.raw.socket.remoteAddress === IN_PROCESS_ADDRESS;
import type { CustomFetch, CustomFetchOptions } from 'openid-client';

/**
 * Lets the relying party talk to the embedded identity provider through the app itself, with no network
 * round trip: works behind any proxy, in tests, and before the server listens.
 */
export function inProcessFetch(app: FastifyInstance): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host },
      remoteAddress: IN_PROCESS_ADDRESS,
      ...(options.body != null && { payload: payloadOf(options.body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of ([] as unknown[]).concat(value ?? [])) responseHeaders.append(name, String(item));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

// openid-client sends a form (the code exchange) or nothing; a stream or bytes would need more than a string.
function payloadOf(body: NonNullable<CustomFetchOptions['body']>): string {
  if (typeof body === 'string' || body instanceof URLSearchParams) return body.toString();
  throw new Error('The in-process fetch sends only text and form bodies');
}
