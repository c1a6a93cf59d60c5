/** The one way the browser talks to the HouseHunt API: JSON under /api, same-origin cookies, typed errors. */
import { t } from '@lingui/core/macro';
import type { z } from 'zod';

/** A failed API call, carrying what the server said in its `{ error: { code, message, fields?, details? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** With RECORD_CHANGED: the record as it now is; with a duplicate (SAVED_SEARCH_EXISTS) the one already there. */
    readonly current?: unknown,
    /** More for a program than the message says, as the refusal's schema declares it (LISTING_GONE's departure). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

type ErrorBody = {
  error?: { code?: unknown; message?: unknown; fields?: unknown; current?: unknown; details?: unknown };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isFieldMap(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/**
 * The ApiError for a failed response whose body has been read (undefined when it was not JSON). Exported for
 * the one caller that cannot use fetch: photo uploads go through XMLHttpRequest to report progress.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const fallback = t`The server could not complete the request (HTTP ${status}).`;
  const error = (body as ErrorBody | undefined)?.error;
  const apiError = new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
    typeof error?.message === 'string' && error.message ? error.message : fallback,
    isFieldMap(error?.fields) ? error.fields : undefined,
    error?.current,
    isRecord(error?.details) ? error.details : undefined,
  );
  // No silent retry: the write may now run as someone else. Refreshing the session lets the page catch up.
  if (apiError.code === 'CSRF') session.onCsrfRejected();
  if (status === 401) recheckSession();
  return apiError;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): keep the generic message.
  }
  return apiErrorFrom(response.status, body);
}

type RequestOptions = {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key a visitor form sends. */
  headers?: Record<string, string>;
};

/**
 * How writes reach the session: the server refuses a signed-in write without the session's CSRF token.
 * The app connects this to the session query at start-up (lib code never reaches into a feature).
 */
export type SessionBinding = {
  /** The token of the current session, or null when signed out. */
  csrfToken: () => string | null;
  /** The server refused the token: the session changed under this page (a sign-in in another tab). */
  onCsrfRejected: () => void;
  /**
   * The server answered 401: the session may have ended under this page. Reads the session again and settles once
   * the page has caught up with the answer (what was fetched for an ended session cancelled).
   */
  recheck: () => Promise<unknown>;
};

/** The session's own read, which must go out while every other request waits for it. */
export const SESSION_PATH = '/me';

export const CSRF_HEADER = 'x-csrf-token';

/** How a request reaches the API: the browser's fetch, or the server's own answer when it renders a first paint. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(`/api${path}`, init);

/** The server's first-paint render (app/server-render.tsx) answers the page's requests itself, signed out. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let session: SessionBinding = {
  csrfToken: () => null,
  onCsrfRejected: () => {},
  recheck: () => Promise.resolve(),
};

/**
 * Set from a 401 until the session has been read again. Requests wait for it instead of going out: a poll due at
 * the same moment would otherwise meet the same 401, for a session the page is about to forget.
 */
let sessionRecheck: Promise<unknown> | null = null;

function recheckSession() {
  sessionRecheck ??= session
    .recheck()
    .catch(() => undefined)
    .finally(() => {
      sessionRecheck = null;
    });
}

export function bindSession(binding: SessionBinding) {
  session = binding;
}

/** The CSRF header a write needs, for requests that cannot go through apiClient (XMLHttpRequest uploads). */
export function csrfHeaders(): Record<string, string> {
  const token = session.csrfToken();
  return token ? { [CSRF_HEADER]: token } : {};
}

/**
 * A signed-in write that must outlive the page: sent with `keepalive`, so the full page load that follows at once
 * (the header's language switch is a link) does not cancel it. Signed out, nothing is sent; no answer is awaited,
 * so a failure costs only the remembered preference, never the navigation.
 */
export function sendBeforeLeaving(method: 'PUT' | 'POST', path: string, body: unknown): void {
  const csrfToken = session.csrfToken();
  if (!csrfToken) return;
  fetch(`/api${path}`, {
    method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrfToken },
    body: JSON.stringify(body),
  }).catch(() => {});
}

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  csrfToken: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;

  try {
    return await transport(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    // Aborts are TanStack Query cancelling a stale request: let them through untouched.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'NETWORK',
      t`Could not reach HouseHunt. Please check your connection and try again.`,
    );
  }
}

/**
 * What a call answers: the output of the route's response schema (src/domain), named as the call's type argument.
 * The server serialised the answer with that very schema, so it is trusted as it comes rather than parsed again:
 * parsing would ship zod to every public page for a check the server has made. Routes that answer 204 leave
 * the argument out and answer nothing.
 */
export type ApiAnswer<Schema extends z.ZodType> = z.output<Schema>;

async function request<Schema extends z.ZodType>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<ApiAnswer<Schema>> {
  if (sessionRecheck && path !== SESSION_PATH) {
    await sessionRecheck;
    // Cancelled while it waited: the session it was for has ended.
    options.signal?.throwIfAborted();
  }
  const csrfToken = WRITE_METHODS.has(method) ? session.csrfToken() : null;
  const response = await send(method, path, body, options, csrfToken);

  if (!response.ok) throw await errorFrom(response);
  // The one place an answer takes its schema's type (see ApiAnswer); a 204 has no body, as its z.void() says.
  const answer: unknown = response.status === 204 ? undefined : await response.json();
  return answer as ApiAnswer<Schema>;
}

/** Each method takes the response schema's type: `apiClient.get<typeof listingSearchPageSchema>(...)`. */
export const apiClient = {
  get: <Schema extends z.ZodType>(path: string, options: RequestOptions = {}) =>
    request<Schema>('GET', path, undefined, options),
  post: <Schema extends z.ZodType = z.ZodVoid>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<Schema>('POST', path, body, options),
  put: <Schema extends z.ZodType = z.ZodVoid>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<Schema>('PUT', path, body, options),
  patch: <Schema extends z.ZodType = z.ZodVoid>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<Schema>('PATCH', path, body, options),
  /** `body` for a deletion that must be confirmed (DELETE /api/me takes the typed email address). */
  delete: <Schema extends z.ZodType = z.ZodVoid>(
    path: string,
    options: RequestOptions = {},
    body?: unknown,
  ) => request<Schema>('DELETE', path, body, options),
};
