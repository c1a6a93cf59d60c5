import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorBody } from '#server/testing/response-body';
import { DatabaseOutageLog } from './database-outage-log.js';
import { registerErrorHandling } from './error-handling.js';

/** The answer the handler makes of an error a route throws. */
async function responseTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/fails', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return response;
}

async function answerTo(error: Error) {
  const response = await responseTo(error);
  return { status: response.statusCode, body: errorBody(response) };
}

const databaseError = (code: string) =>
  new Error('Failed query: insert into ...', {
    cause: Object.assign(new Error('value out of range'), { code }),
  });

describe('mapping errors to answers', () => {
  it.each(['22003', '22P02', '22021', '23514', '23502'])(
    'answers a value the database refuses (SQLSTATE %s) with a 400, not a 500',
    async (code) => {
      expect(await answerTo(databaseError(code))).toEqual({
        status: 400,
        body: { error: { code: 'INVALID_INPUT', message: 'Some values are out of range or not allowed.' } },
      });
    },
  );

  it('keeps anything else, such as a missing table, a 500 without details', async () => {
    const { status, body } = await answerTo(databaseError('42P01'));
    expect(status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toMatch(/insert into/);
  });

  const refused = () =>
    Object.assign(
      new AggregateError(
        [
          Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        ],
        '',
      ),
      { code: 'ECONNREFUSED' },
    );

  it.each([
    ['a lost connection (SQLSTATE 08006)', databaseError('08006')],
    ['the server shutting down (SQLSTATE 57P01)', databaseError('57P01')],
    ['too many connections (SQLSTATE 53300)', databaseError('53300')],
    ['a server out of memory (SQLSTATE 53200)', databaseError('53200')],
    ['a database not accepting connections (SQLSTATE 55000)', databaseError('55000')],
    ['a dropped database (SQLSTATE 57P04)', databaseError('57P04')],
    ['a server that cannot connect yet (SQLSTATE 57P03)', databaseError('57P03')],
    ['a failed connection attempt (SQLSTATE 08001)', databaseError('08001')],
    ['a refused connection', new Error('Failed query: select 1', { cause: refused() })],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection the server dropped', new Error('Connection terminated unexpectedly')],
  ])('answers %s with 503, Retry-After and the error shape', async (_name, error) => {
    const response = await responseTo(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(errorBody(response)).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'HouseHunt cannot reach its database right now. Please try again in a minute.',
      },
    });
  });

  it.each([
    [413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'PAYLOAD_TOO_LARGE'],
    [415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE'],
    [429, undefined, 'RATE_LIMITED'],
    [400, 'FST_ERR_CTP_EMPTY_JSON_BODY', 'BAD_REQUEST'],
  ])(
    'names a %i refusal from Fastify or a plugin by what it is, not by an internal code',
    async (status, code, expected) => {
      const error = Object.assign(new Error('refused'), { statusCode: status, code });
      expect(await answerTo(error)).toEqual({
        status,
        body: { error: { code: expected, message: 'refused' } },
      });
    },
  );
});

describe('logging a database outage', () => {
  it('writes one line for an outage however many requests it refuses', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    registerErrorHandling(app);
    app.get('/fails', async () => {
      throw databaseError('55000');
    });
    for (let i = 0; i < 50; i++) {
      expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(503);
    }
    await app.close();
    expect(lines).toHaveLength(1);
    expect((JSON.parse(lines[0]!) as { msg: string }).msg).toMatch(
      /^database unavailable: value out of range \(55000\); answering 503/,
    );
  });

  it('logs the next outage again after a quiet gap, with how many the last one refused', () => {
    let now = 0;
    const outageLog = new DatabaseOutageLog(() => now);
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) } as never;
    for (let i = 0; i < 3; i++) {
      outageLog.refused(log, databaseError('08006'));
      now += 10_000;
    }
    expect(warnings).toHaveLength(1);
    now += 60_000;
    outageLog.refused(log, databaseError('08006'));
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/the previous outage refused 3/);
  });
});

describe('validation answers', () => {
  async function validationAnswer(inject: { method: 'GET' | 'POST'; url: string; payload?: object }) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const params = z.object({ id: z.uuid() });
    app.get('/things/:id', {
      schema: { params, querystring: z.object({ page: z.coerce.number().int().min(1).optional() }) },
      handler: async () => ({}),
    });
    app.post('/things/:id', {
      schema: { params, body: z.object({ title: z.string().min(1), price: z.number(), area: z.number() }) },
      handler: async () => ({}),
    });
    const response = await app.inject(inject);
    await app.close();
    return { status: response.statusCode, error: errorBody(response).error };
  }
  const id = '2a7c8f64-6d0f-4e2b-9a55-0a8d6c1e4b11';

  it('names the part of the request and its fields in a sentence', async () => {
    const body = await validationAnswer({ method: 'POST', url: `/things/${id}`, payload: { title: '' } });
    expect(body.status).toBe(400);
    expect(body.error.message).toBe('Some of the values sent are not valid: title, price, area.');
    const query = await validationAnswer({ method: 'GET', url: `/things/${id}?page=0` });
    expect(query.error.message).toBe('Some search parameters are not valid: page.');
    const params = await validationAnswer({ method: 'GET', url: '/things/not-an-id' });
    expect(params.error.message).toBe('Part of the address is not valid: id.');
  });
});
