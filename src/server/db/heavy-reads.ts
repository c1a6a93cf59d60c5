/**
 * PGlite runs in the server's own thread: a statement holds the event loop until it ends, and a request whose
 * statements need no I/O runs from its arrival to its answer without letting the loop go round. Ten full-text
 * searches that arrive together therefore ran back to back before a one-listing read that came after them was
 * even parsed (issue 26: p50 134 ms, p99 586-841 ms beside full text at 10 connections, 1,00,000 listings).
 * The reads that may take many milliseconds (a search, similar listings) take turns here instead: one at a time,
 * each started from a fresh turn of the event loop (setImmediate), so every request that arrived meanwhile is
 * read and its own statements run before the next heavy one starts. PostgreSQL runs statements in its own
 * processes, so there the lane is open.
 */
import { concurrencyLimit } from '#server/concurrency-limit';
import type { Database } from './client.js';

/** One: PGlite and the JavaScript around it share one thread, so a second would only wait in the lane's place. */
export const HEAVY_READS_AT_ONCE = 1;

const lanes = new WeakMap<Database, ReturnType<typeof concurrencyLimit>>();

/** Called by the database that runs in the server's own thread (PGlite) when it opens. */
export function giveHeavyReadsALane(db: Database): void {
  lanes.set(db, concurrencyLimit(HEAVY_READS_AT_ONCE));
}

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `read` in `db`'s lane for heavy reads, if it has one. `read` must not call heavyRead itself: it would wait
 * for its own turn.
 */
export function heavyRead<T>(db: Database, read: () => Promise<T>): Promise<T> {
  const lane = lanes.get(db);
  return lane
    ? lane(async () => {
        await nextTurnOfTheEventLoop();
        return read();
      })
    : read();
}
