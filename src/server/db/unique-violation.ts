/**
 * Whether `error` is PostgreSQL refusing a row because the unique index `index` already holds its value, as
 * node-postgres and PGlite report it (Drizzle wraps their error as its cause).
 */
export function violatesUniqueIndex(error: unknown, index: string): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as Error).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === index;
  }
  return false;
}
