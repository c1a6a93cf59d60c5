/**
 * One place maps every error to `{ error: { code, message, fields?, details? } }`; clients never see a stack. That
 * covers what routes throw, what Fastify refuses before routing (a broken URL, a path parameter too long) and what
 * Node's HTTP parser refuses before Fastify sees a request (headers too large, a request too slow).
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/connection-errors';
import {
  AppError,
  DuplicateRecordError,
  RecordChangedError,
  ServiceUnavailableError,
  type ErrorBody,
  type FieldErrors,
} from '#server/errors';
import { DatabaseOutageLog } from './database-outage-log.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/**
 * The field a validation issue belongs to, as the form knows it. Listing bodies carry the form under
 * `property` (beside `version` and `imageIds`), so `/property/title` is reported as `title`.
 */
function fieldName(path: string): string {
  const [first, second] = path.replace(/^\//, '').split('/');
  if (first === 'property' && second) return second;
  return first || 'body';
}

/** SQLSTATE class 22 (data exception: out of range, bad encoding...) or a CHECK / NOT NULL violation. */
function isBadValueForDatabase(error: unknown): boolean {
  // Drizzle wraps the driver's error; the SQLSTATE is on the cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return code.startsWith('22') || code === '23514' || code === '23502';
    }
  }
  return false;
}

/** Codes for refusals that come from Fastify or a plugin: clients get these, never an FST_ERR_* name. */
const CODE_FOR_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

const codeFor = (status: number) => CODE_FOR_STATUS[status] ?? 'BAD_REQUEST';

/** A database outage passes in seconds to minutes; a client retrying sooner only adds to the queue. */
const DATABASE_RETRY_AFTER_SECONDS = 10;

const DATABASE_UNAVAILABLE_MESSAGE =
  'HouseHunt cannot reach its database right now. Please try again in a minute.';

/** What each part of a request is called in a message a person may read. */
const REQUEST_PARTS: Record<string, string> = {
  body: 'Some of the values sent are not valid',
  querystring: 'Some search parameters are not valid',
  params: 'Part of the address is not valid',
  headers: 'Some request headers are not valid',
};

/** "Some of the values sent are not valid: price, title." — which part of the request, and which fields. */
function validationMessage(context: string | undefined, fields: FieldErrors): string {
  const names = Object.keys(fields);
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` and ${names.length - 5} more` : '';
  return `${REQUEST_PARTS[context ?? ''] ?? 'Some of the request is not valid'}: ${shown}${more}.`;
}

function errorBody(code: string, message: string, fields?: FieldErrors): ErrorBody {
  return { error: { code, message, ...(fields && { fields }) } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  const outageLog = new DatabaseOutageLog();
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    let status = 500;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      // The client hears a plain message; the operator needs what went wrong underneath.
      if (status >= 500 && !(error instanceof ServiceUnavailableError)) {
        request.log.error({ err: error }, error.message);
      }
      if (error instanceof ServiceUnavailableError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      body = errorBody(error.code, error.message, error.fields);
      if (error.details) body.error.details = error.details;
      if (error instanceof RecordChangedError || error instanceof DuplicateRecordError) {
        body.error.current = error.current;
      }
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? 'Not valid';
      }
      body = errorBody('VALIDATION_FAILED', validationMessage(error.validationContext, fields), fields);
    } else if (isBadValueForDatabase(error)) {
      // The zod schemas should have refused this first: a warning, so the gap gets closed.
      request.log.warn({ err: error }, 'a value passed validation but the database refused it');
      status = 400;
      body = errorBody('INVALID_INPUT', 'Some values are out of range or not allowed.');
    } else if (isDatabaseUnavailable(error)) {
      outageLog.refused(request.log, error);
      status = 503;
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      body = errorBody('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      const ownCode = error.code && !error.code.startsWith('FST_') ? error.code : null;
      body = errorBody(ownCode ?? codeFor(status), error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = errorBody('INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    return reply.status(status).send(body);
  });
}

const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'This address is not valid: it has a broken % escape.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'Part of this address is too long.' },
};

/**
 * Fastify's own refusals before a route is found, in the same shape. Fastify builds the request here but runs
 * no hooks, so the request id header is set here too.
 */
const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const known = FRAMEWORK_MESSAGES[error.code];
  const status = known?.status ?? 500;
  if (!known) request.log.error({ err: error }, 'unhandled framework error');
  void (reply as FastifyReply)
    .status(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send(
      errorBody(
        known ? codeFor(status) : 'INTERNAL',
        known?.message ?? 'Something went wrong on our side. Please try again.',
      ),
    );
};

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

/**
 * What Node's HTTP parser refuses never becomes a Fastify request: the answer is written to the socket, as
 * Fastify's default does, but in the API's shape and with a request id a report can quote.
 */
function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read.',
  };
  const requestId = randomUUID();
  this.log.debug(
    { err: error, reqId: requestId, status },
    'refused a request the HTTP parser could not read',
  );
  const body = JSON.stringify(errorBody(codeFor(status), message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Spread into Fastify's options: the refusals that happen before the error handler can see them. */
export const FRAMEWORK_ERROR_OPTIONS = { frameworkErrors, clientErrorHandler } satisfies Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
>;
