/**
 * Prometheus metrics for one server process: Node's own (event-loop lag, memory, CPU, GC), request counts and
 * latency by route, and gauges other parts register and that are read when Prometheus scrapes (database pool,
 * job queue).
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '#server/db/client';

/** A gauge's value now: one number, or one per label set. */
export type GaugeReading = number | Array<{ labels: Record<string, string>; value: number }>;

export type GaugeDefinition = {
  /** Prometheus name, e.g. househunt_jobs_queued. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  read: () => GaugeReading | Promise<GaugeReading>;
};

export class Metrics {
  /** Per process and per app (tests build many apps), so nothing is shared through prom-client's global one. */
  readonly registry = new Registry();

  /** Its _count is the request rate. The route label is the route's pattern, never the URL a client typed. */
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Adds a gauge read at each scrape. A reading that fails (the database away) shows as NaN, or as no series
   * for a labelled gauge, instead of failing the whole scrape: the other metrics still show what is going on,
   * and a stale figure is never passed off as today's.
   */
  gauge({ name, help, labelNames = [], read }: GaugeDefinition): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        let reading: GaugeReading;
        try {
          reading = await read();
        } catch {
          if (labelNames.length === 0) this.set(Number.NaN);
          return;
        }
        if (typeof reading === 'number') this.set(reading);
        else for (const { labels, value } of reading) this.set(labels, value);
      },
    });
  }

  /** The PostgreSQL pool's connections, so a pool too small for the traffic shows before requests queue. */
  watchDatabasePool(usage: () => PoolUsage): void {
    this.gauge({
      name: 'househunt_db_pool_connections',
      help: 'Connections to PostgreSQL this process holds, by state: busy (running a query) or idle',
      labelNames: ['state'],
      read: () => {
        const { open, idle } = usage();
        return [
          { labels: { state: 'busy' }, value: open - idle },
          { labels: { state: 'idle' }, value: idle },
        ];
      },
    });
    this.gauge({
      name: 'househunt_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection',
      read: () => usage().waiting,
    });
    this.gauge({
      name: 'househunt_db_pool_max',
      help: 'Most connections this process opens to PostgreSQL (DATABASE_POOL_SIZE)',
      read: () => usage().max,
    });
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
