/**
 * How the server logs: readable lines for a person at a terminal in development, one JSON object a line
 * everywhere else (production, a pipe, a file, a log collector), which is what machines parse.
 */
import type { FastifyServerOptions } from 'fastify';
import type PinoPretty from 'pino-pretty';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type Pretty = typeof PinoPretty;

/** Fastify's two lines a request, as a person reads them: "→ GET /api/site" and "← 200 in 36 ms". */
export const readableMessage: PinoPretty.MessageFormatFunc = (log, messageKey) => {
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  const id = typeof log.reqId === 'string' ? `  (${log.reqId.slice(0, 8)})` : '';
  if (req?.method) return `→ ${req.method} ${req.url ?? ''}${id}`;
  if (res?.statusCode && typeof log.responseTime === 'number') {
    return `← ${res.statusCode} in ${Math.round(log.responseTime)} ms${id}`;
  }
  const message = log[messageKey];
  return `${typeof message === 'string' ? message : ''}${id}`;
};

/** pino-pretty is a development package: an install without dev packages logs JSON rather than failing. */
const loadPretty = async (): Promise<Pretty | null> =>
  import('pino-pretty').then(
    (module) => module.default,
    () => null,
  );

export async function loggerOptions(
  env: 'development' | 'production' | 'test',
  level: string,
  toTerminal: boolean,
  load: () => Promise<Pretty | null> = loadPretty,
): Promise<LoggerOptions> {
  const pretty = env === 'development' && toTerminal ? await load() : null;
  if (!pretty) return { level };
  return {
    level,
    // In this thread rather than as a transport: the message format is a function, which a worker cannot take.
    stream: pretty({
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      messageFormat: readableMessage,
    }),
  };
}
