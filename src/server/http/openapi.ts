import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#domain/api-error';
import { CSRF_HEADER } from '#server/auth/session-plugin';
import { SESSION_COOKIE } from '#server/auth/sessions';
import type { Config } from '#server/config';

/**
 * OpenAPI generated from the zod route schemas: /api/openapi.json, browsable at /api/docs. What the route
 * schemas do not say (each operation's id, who may call it, how it can be refused) is derived here, in one
 * place, from what each route declares: its method and URL, its schema, its prefix and its rate limit.
 */

const SESSION_SCHEME = 'sessionCookie';
const CSRF_SCHEME = 'csrfToken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route as onRoute hooks see it: Fastify's onRouteHookHandler adds the prefix it was registered under. */
type DeclaredRoute = RouteOptions & { prefix?: string };

/** Who may call an operation. */
type Access = 'anyone' | 'signed-in' | 'admin';

/**
 * app.ts mounts every scope guarded by `requireAdmin` at /api/admin and every one guarded by `requireUser` at
 * /api/me, and nothing else there; openapi.test.ts checks the document against what the routes answer.
 */
function accessOf(route: DeclaredRoute): Access {
  const prefix = route.prefix ?? '';
  if (prefix === '/api/admin' || prefix.startsWith('/api/admin/')) return 'admin';
  if (prefix === '/api/me' || prefix.startsWith('/api/me/')) return 'signed-in';
  return 'anyone';
}

/**
 * Every /api request may carry the session cookie, and a write that does must carry the CSRF header too
 * (auth/session-plugin.ts); a guarded operation needs them.
 */
function securityOf(method: string, access: Access): Array<Record<string, string[]>> {
  const signedIn: Record<string, string[]> = UNSAFE_METHODS.has(method)
    ? { [SESSION_SCHEME]: [], [CSRF_SCHEME]: [] }
    : { [SESSION_SCHEME]: [] };
  return access === 'anyone' ? [{}, signedIn] : [signedIn];
}

/** A POST onto one of these last segments acts on what the path before it names; onto any other, it adds one. */
const ACTIONS = new Set([
  'cancel',
  'logout',
  'merge',
  'read',
  'read-all',
  'reschedule',
  'retry',
  'revoke-all',
  'run',
  'unsubscribe',
]);
const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'set',
  PATCH: 'update',
  DELETE: 'delete',
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelCase = (segment: string) =>
  segment
    .split(/[-.]/)
    .map((word, i) => (i === 0 ? word : capitalised(word)))
    .join('');

/** One of a collection: properties → property, saved-searches → saved-search, bookings → booking. */
function singular(segment: string): string {
  if (segment.endsWith('ies')) return `${segment.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(segment)) return segment.slice(0, -2);
  if (/[^su]s$/.test(segment)) return segment.slice(0, -1);
  return segment;
}

/**
 * A stable, unique camelCase id from the method and URL: GET /api/properties/:id → getPropertyById,
 * POST /api/bookings → createBooking, POST /api/admin/jobs/:name/:id/retry → retryAdminJobByNameAndId.
 */
function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const params = segments.filter((segment) => segment.startsWith(':')).map((param) => param.slice(1));
  const nouns = segments.flatMap((segment, i) => {
    if (segment.startsWith(':')) return [];
    const next = segments[i + 1];
    // The one a POST adds to a collection, and the one record a parameter picks.
    if (next === undefined) return [method === 'POST' ? singular(segment) : segment];
    if (segment === 'me') return ['my'];
    return [next.startsWith(':') ? singular(segment) : segment];
  });
  const action = method === 'POST' && ACTIONS.has(nouns.at(-1) ?? '') ? nouns.pop() : undefined;
  const verb = action ? camelCase(action) : VERBS[method]!;
  const by = params.length > 0 ? `By${params.map(capitalised).join('And')}` : '';
  return verb + nouns.map((noun) => capitalised(camelCase(noun))).join('') + by;
}

type RouteSchema = FastifySchema & { hide?: boolean; response?: Record<string, unknown> };

/** Operations a rule of the record can refuse with a 409 of their own: none of their schemas shows it. */
const CONFLICTS = new Set([
  'DELETE /api/me',
  'PUT /api/me/shortlist/:propertyId',
  'POST /api/me/visits/:id/cancel',
  'POST /api/me/saved-searches',
  'POST /api/admin/jobs/:name/:id/retry',
]);

/** The refusals an operation can answer, from what its route declares; all in the API's one error shape. */
function refusalsOf(method: string, route: RouteOptions, schema: RouteSchema, access: Access) {
  const body = schema.body;
  const refusals: Record<number, string[]> = {};
  const add = (status: number, why: string) => (refusals[status] ??= []).push(why);
  if (body || schema.querystring || schema.params || schema.consumes)
    add(400, 'The request is not valid (VALIDATION_FAILED; `fields` says what to correct)');
  if (access !== 'anyone') add(401, 'Not signed in, or the session has ended (UNAUTHORIZED)');
  if (access === 'admin') add(403, 'Signed in without an admin account (FORBIDDEN)');
  if (UNSAFE_METHODS.has(method))
    add(403, `Sent from another site, or signed in without the ${CSRF_HEADER} header (CSRF)`);
  if (schema.params) add(404, 'Nothing has this address (NOT_FOUND)');
  if (body instanceof z.ZodObject && 'version' in body.shape)
    add(
      409,
      'The record changed since the version sent (RECORD_CHANGED; `current` is the record as it is now)',
    );
  if (CONFLICTS.has(`${method} ${route.url}`))
    add(409, "The record's rules refuse this now (see the summary)");
  if (route.config && 'rateLimit' in route.config)
    add(429, 'Too many requests from this address: wait and try again (RATE_LIMITED)');
  return Object.fromEntries(
    Object.entries(refusals).map(([status, whys]) => [
      status,
      { description: whys.join('; or '), content: { 'application/json': { schema: apiErrorSchema } } },
    ]),
  );
}

const documentRoute: SwaggerTransform<RouteSchema> = (document) => {
  const { schema, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  if (typeof route.method !== 'string')
    throw new Error(`${route.url}: one method per route, so that each operation has its own id`);
  const access = accessOf(route);
  return jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      operationId: operationIdOf(route.method, route.url),
      security: securityOf(route.method, access),
      response: { ...refusalsOf(route.method, route, schema, access), ...schema.response },
    },
  });
};

/** The named zod schemas, those operations refer to: each has a request-side copy (…Input) too, which none may. */
const documentComponents: SwaggerTransformObject = (document) => {
  const openapi = jsonSchemaTransformObject(document);
  if (!('components' in openapi)) return openapi;
  const paths = JSON.stringify(openapi.paths);
  // A fresh object jsonSchemaTransformObject built for this document.
  const schemas = openapi.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    if (!paths.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return openapi;
};

export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'HouseHunt API',
        description: 'Property search and the admin portal of HouseHunt.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session a sign-in through /api/auth/login/{provider} sets',
          },
          [CSRF_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description:
              "The session's token (GET /api/me answers it): every write made with a session sends it",
          },
        },
      },
    },
    transform: documentRoute as SwaggerTransform,
    transformObject: documentComponents,
  });
  // The site's own CSP covers the docs too; no validator badge, which would load from outside.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
