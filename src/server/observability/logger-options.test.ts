import { describe, expect, it } from 'vitest';
import { loggerOptions, readableMessage } from './logger-options.js';

describe('how the server logs', () => {
  it('writes readable lines to a person at a terminal in development', async () => {
    const options = await loggerOptions('development', 'info', true);
    expect(options).toMatchObject({ level: 'info', stream: expect.anything() as object });
  });

  it.each([
    ['production at a terminal', 'production', true],
    ['development into a pipe or file', 'development', false],
    ['tests', 'test', true],
  ] as const)('writes JSON lines in %s', async (_case, env, toTerminal) => {
    expect(await loggerOptions(env, 'warn', toTerminal)).toEqual({ level: 'warn' });
  });

  it('falls back to JSON when pino-pretty is not installed', async () => {
    expect(await loggerOptions('development', 'info', true, async () => null)).toEqual({ level: 'info' });
  });

  it('reads a request as a method and address, then a status and time', () => {
    const reqId = 'a20becd8-b2f4-4353-976a-ef20a359dae9';
    const req = { reqId, req: { method: 'GET', url: '/api/site' }, msg: 'incoming request' };
    const res = { reqId, res: { statusCode: 200 }, responseTime: 35.99, msg: 'request completed' };
    expect(readableMessage(req, 'msg', 'info', {} as never)).toBe('→ GET /api/site  (a20becd8)');
    expect(readableMessage(res, 'msg', 'info', {} as never)).toBe('← 200 in 36 ms  (a20becd8)');
    expect(readableMessage({ msg: 'seeded demo data' }, 'msg', 'info', {} as never)).toBe('seeded demo data');
  });
});
