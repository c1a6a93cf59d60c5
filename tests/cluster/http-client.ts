/**
 * A real server process reached over HTTP, shaped like fastify.inject, so the sign-in helper that drives the
 * development provider for the API tests drives a running server too.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

type Cookie = { name: string; value: string; expires?: Date; maxAge?: number };

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie: Cookie = {
    name: pair.slice(0, separator),
    value: decodeURIComponent(pair.slice(separator + 1)),
  };
  for (const attribute of attributes) {
    const [name = '', value = ''] = attribute.split('=');
    if (name.toLowerCase() === 'expires') cookie.expires = new Date(value);
    if (name.toLowerCase() === 'max-age') cookie.maxAge = Number(value);
  }
  return cookie;
}

export function overHttp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    if (typeof options.url !== 'string') throw new Error('overHttp takes the path as a string');
    const response = await fetch(`${baseUrl}${options.url}`, {
      method: options.method ?? 'GET',
      headers: options.headers as Record<string, string>,
      body: options.payload as string | undefined,
      redirect: 'manual',
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      cookies: response.headers.getSetCookie().map(parseSetCookie),
      body,
      json: <T>(): T => JSON.parse(body) as T,
    };
  };
  return { inject } as unknown as FastifyInstance;
}
