import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handling.js';

/** What the handler makes of an error a route throws. */
async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/fails', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
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

  it('keeps anything else, such as a lost connection, a 500 without details', async () => {
    const { status, body } = await answerTo(databaseError('08006'));
    expect(status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toMatch(/insert into/);
  });
});
