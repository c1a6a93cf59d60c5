/** A signed-in visitor's browser for API tests, and requests sent from it. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { signIn } from './sign-in.js';

export type SignedInVisitor = {
  /** The Cookie header and the CSRF token every request from this browser carries. */
  headers: { cookie: string; 'x-csrf-token': string };
  /** The Cookie header alone: enough for a read, and a write sent with it must be refused. */
  cookie: string;
  userId: string;
  email: string;
};

/** Signs in through the real flow (the account is made on first sign-in, an admin when ADMIN_EMAILS names it). */
export async function signedInVisitor(app: FastifyInstance, email: string): Promise<SignedInVisitor> {
  const { jar, csrfToken, user } = await signIn(app, email);
  const cookie = jar.header();
  return { headers: { cookie, 'x-csrf-token': csrfToken }, cookie, userId: user.id, email };
}

/** A request from that visitor's browser, or from a signed-out one (null). */
export function injectAs(
  app: FastifyInstance,
  visitor: SignedInVisitor | null,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: visitor?.headers ?? {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}
