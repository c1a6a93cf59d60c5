/**
 * Names a database outage in the log once, when it starts, instead of once per refused request: during an outage
 * every request fails the same way, and hundreds of identical lines a second bury everything else.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describeDatabaseError } from '#server/db/connection-errors';

/** Refusals closer together than this belong to one outage; after a quiet gap the next one starts another. */
const OUTAGE_QUIET_GAP_MS = 30_000;

export class DatabaseOutageLog {
  private lastRefusalAt = Number.NEGATIVE_INFINITY;
  private refusedInOutage = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** A request was answered 503 because the database could not be reached. */
  refused(log: FastifyBaseLogger, error: unknown): void {
    const at = this.now();
    if (at - this.lastRefusalAt > OUTAGE_QUIET_GAP_MS) {
      const previous = this.refusedInOutage ? ` (the previous outage refused ${this.refusedInOutage})` : '';
      log.warn(
        `database unavailable: ${describeDatabaseError(error)}; answering 503 until it is back, ` +
          `logged once per outage${previous}`,
      );
      this.refusedInOutage = 0;
    }
    this.refusedInOutage++;
    this.lastRefusalAt = at;
  }
}
