/** Builds the Fastify app (plugins, routes) without listening: main.ts runs it, tests inject into it. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ObjectStorage } from './storage/storage.js';
import { registerErrorHandling } from './http/error-handling.js';
import { registerOpenApi } from './http/openapi.js';
import { registerWebApp } from './http/web-app.js';
import { mediaRoutes } from './http/media-routes.js';
import { healthRoutes } from './features/health/routes.js';
import { siteRoutes } from './features/site/routes.js';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppDependencies = {
  config: Config;
  db: Database;
  storage: ObjectStorage;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
};

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // react-hot-toast and map libraries set inline styles; scripts stay strictly same-origin.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets close at shutdown instead of holding it open.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    // Photos under /media may be shown by other sites embedding a listing card.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  registerErrorHandling(app);
  await registerOpenApi(app, deps.config);

  await app.register(healthRoutes, { prefix: '/api', db: deps.db });
  await app.register(siteRoutes, { prefix: '/api', db: deps.db });
  await app.register(mediaRoutes, { storage: deps.storage });

  const webRoot = deps.webRoot ?? DEFAULT_WEB_ROOT;
  await registerWebApp(app, existsSync(join(webRoot, 'index.html')) ? webRoot : null);
  return app;
}
