/**
 * Every request has an id that its log lines and its answer (X-Request-Id) carry: the one the proxy in front
 * sent, so one id follows a request through both logs, or a new one.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// Room for a UUID, a W3C trace id, nginx's $request_id or an AWS trace header; nothing that could break a log
// line or a header, and short enough that a client cannot bloat every log line with it.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** Fastify's genReqId: the incoming id when it is sane, otherwise a fresh UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Answers every request with its id, errors and 404s included. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
