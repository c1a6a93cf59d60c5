/**
 * Times every request into the metrics, and serves them to Prometheus: at /metrics on the main port behind a
 * bearer token, or on an internal port of their own (METRICS_PORT) that the reverse proxy does not forward.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import type { ErrorBody } from '#server/errors';
import type { Metrics } from '#server/observability/metrics';
import { ALWAYS_AVAILABLE } from './availability.js';
import { cacheControl } from './cache-policy.js';

/** The route label of requests no route matched: the web app's pages and unknown paths share one series. */
export const UNMATCHED_ROUTE = '*';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** With a token configured, only `Authorization: Bearer <token>` gets in (compared in constant time). */
function isAuthorised(authorization: string | undefined, token: string | null): boolean {
  if (!token) return true;
  const sent = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

const UNAUTHORISED: ErrorBody = {
  error: { code: 'UNAUTHORIZED', message: 'Metrics need the METRICS_TOKEN as a bearer token' },
};

export function registerMetrics(
  app: FastifyInstance,
  { metrics, config }: { metrics: Metrics; config: Config['metrics'] },
): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (!config.onMainPort) return;
  const options = { schema: { hide: true }, config: { ...ALWAYS_AVAILABLE, cache: 'no-store' as const } };
  app.get('/metrics', options, async (request, reply) => {
    if (!isAuthorised(request.headers.authorization, config.token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send(UNAUTHORISED);
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: ErrorBody,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** The internal metrics listener (METRICS_PORT): GET /metrics and nothing else. */
export async function startMetricsServer(options: {
  metrics: Metrics;
  host: string;
  port: number;
  token: string | null;
  log: FastifyBaseLogger;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      sendJson(response, 404, {
        error: { code: 'NOT_FOUND', message: 'This port serves GET /metrics only' },
      });
      return;
    }
    if (!isAuthorised(request.headers.authorization, options.token)) {
      sendJson(response, 401, UNAUTHORISED, { 'www-authenticate': 'Bearer realm="metrics"' });
      return;
    }
    options.metrics.render().then(
      ({ contentType, body }) => {
        // A bare Node listener, past Fastify's route options: the header is set here, by the same rules.
        response.writeHead(200, { 'content-type': contentType, 'cache-control': cacheControl('no-store') });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (err: unknown) => {
        options.log.error({ err }, 'metrics could not be collected');
        sendJson(response, 500, {
          error: { code: 'INTERNAL', message: 'The metrics could not be collected' },
        });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
