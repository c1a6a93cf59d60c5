/**
 * The yardsticks the HTTP bench measures HouseHunt against, in a process of their own as the server is: a bare
 * Fastify route (the cost of HTTP alone) and, on PostgreSQL, one route per request that runs the very
 * statements HouseHunt ran for it (captured by the bench) straight through `pg`, with no HouseHunt code between,
 * in the order HouseHunt had to send them.
 * Prints `listening <port>` when ready.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/** A statement and its wave: the statements of one wave were sent together, each wave after the last's answers. */
export type CapturedStatement = { text: string; values: unknown[]; wave: number };
/** Per bench request name, the statements HouseHunt ran to answer it. */
export type CapturedStatements = Record<string, CapturedStatement[]>;

const statements = JSON.parse(readFileSync(process.env.BENCH_STATEMENTS_FILE!, 'utf8')) as CapturedStatements;
const pool = process.env.BENCH_DATABASE_URL
  ? new pg.Pool({
      connectionString: process.env.BENCH_DATABASE_URL,
      max: Number(process.env.BENCH_POOL_SIZE ?? 10),
    })
  : null;

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
app.get<{ Params: { name: string } }>('/raw/:name', async (request, reply) => {
  const run = statements[decodeURIComponent(request.params.name)];
  if (!pool || !run) return reply.status(404).send({ error: 'no such statements' });
  // Each wave's statements at once, the waves one after the other, as HouseHunt sent them: a statement that
  // waited for another's answer (full text's ranked page waits for its candidates) waits here too.
  const results: pg.QueryResult[] = [];
  for (let wave = 0; wave <= run.at(-1)!.wave; wave++) {
    const sent = run.filter((statement) => statement.wave === wave);
    results.push(
      ...(await Promise.all(sent.map((statement) => pool.query(statement.text, statement.values)))),
    );
  }
  return { items: results[0]!.rows, rows: results.map((result) => result.rowCount) };
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool?.end())
      .then(() => process.exit(0)),
);
