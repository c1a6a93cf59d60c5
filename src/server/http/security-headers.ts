/**
 * Helmet's security headers (CSP, HSTS, COOP, CORP, nosniff…) on every answer. Their values depend on the
 * configuration alone, so helmet runs once at start-up and each request only copies the headers it set: the
 * @fastify/helmet plugin built helmet's middleware again for every request (its directives parsed anew, about
 * 30 µs of a search request's CPU, issue 26).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, in its order; any it removes (X-Powered-By) Node never sets. */
export function securityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw new Error('helmet refused the security header options', { cause: failure });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
