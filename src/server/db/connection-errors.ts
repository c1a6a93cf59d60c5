/**
 * Tells a database that cannot be reached (down, restarting, out of connections, network gone) from one that
 * refused a query, so the first can be answered 503 "try again" instead of 500, and named in one line at start.
 */

// Socket errors from the driver: nothing answered, or the connection broke.
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that cannot take or keep a connection: class 08 (connection exception), class 53
 * (insufficient resources: too many connections, out of memory, disk full), 55000 (a database not currently
 * accepting connections, as during a failover or `ALTER DATABASE … ALLOW_CONNECTIONS false`) and 57P0x (admin or
 * crash shutdown, cannot connect now, database dropped, idle session timeout).
 */
const SERVER_UNAVAILABLE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|55000|57P0[0-9])$/;

// node-postgres and its pool raise these without a code.
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  // PGlite, once closed (a query that outlived the shutdown).
  /^PGlite is closed$/,
];

/** The error and its causes, then the errors an AggregateError (Node's happy-eyeballs connect) carries. */
function* errorChain(error: unknown): Generator<Error> {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    yield e;
    if (e instanceof AggregateError) {
      for (const inner of e.errors) yield* errorChain(inner);
    }
  }
}

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const code = codeOf(e);
    if (code && (NETWORK_ERRORS.has(code) || SERVER_UNAVAILABLE.test(code))) {
      return true;
    }
    if (DRIVER_MESSAGES.some((message) => message.test(e.message))) return true;
  }
  return false;
}

/**
 * The innermost useful reason, e.g. "connection refused (ECONNREFUSED)" or "password authentication failed for
 * user "app" (28P01)": what an operator needs from a 40-line stack, in a few words.
 */
export function describeDatabaseError(error: unknown): string {
  const chain = [...errorChain(error)];
  // Drizzle's wrapper repeats the SQL; the driver's error under it says what went wrong.
  const withCode = chain.find((e) => codeOf(e)) ?? chain.at(-1);
  if (!withCode) return String(error);
  const code = codeOf(withCode);
  const plain: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ECONNRESET: 'connection reset',
  };
  const message = (code && plain[code]) || withCode.message || withCode.name;
  return code ? `${message} (${code})` : message;
}

/** postgres://app:secret@db:5432/househunt -> postgres://app@db:5432/househunt: a log line never holds a password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}
