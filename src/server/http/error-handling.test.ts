import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
  return { status: response.statusCode, body: response.json() };
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
    ['a refused connection', new Error('Failed query: select 1', { cause: refused() })],
    ['a pool with no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection the server dropped', new Error('Connection terminated unexpectedly')],
  ])('answers %s with 503, Retry-After and the error shape', async (_name, error) => {
    const response = await responseTo(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({
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
