import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseBody } from '#server/testing/response-body';
import { openApiDocumentSchema } from '#server/testing/system-answers';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
// What a schema may carry without saying anything about the value's type.
const ANNOTATIONS = new Set([
  'description',
  'title',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

const isUntyped = (schema: Schema) => Object.keys(schema).every((key) => ANNOTATIONS.has(key));

/** Where in `schema` a value has no type at all: the schema itself, or a property, item or alternative of it. */
function untypedPlaces(schema: Schema, where: string): string[] {
  if (isUntyped(schema)) return [where];
  const places: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties))
    places.push(...untypedPlaces(property, `${where}.${name}`));
  if (schema.items && typeof schema.items === 'object')
    places.push(...untypedPlaces(schema.items as Schema, `${where}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const [i, alternative] of ((schema[key] ?? []) as Schema[]).entries()) {
      places.push(...untypedPlaces(alternative, `${where}.${key}[${i}]`));
    }
  }
  return places;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let operations: Array<[string, Operation]>;
  beforeAll(async () => {
    t = await buildTestApp('PGlite');
    const spec = responseBody(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
      openApiDocumentSchema,
    );
    operations = Object.entries(spec.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, item]) =>
        METHODS.filter((method) => item[method]).map((method): [string, Operation] => [
          `${method.toUpperCase()} ${path}`,
          item[method]!,
        ]),
    );
  });
  afterAll(async () => t?.close());

  it('names every operation once', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('asks for the session exactly where a request without one is refused', async () => {
    const mismatched: string[] = [];
    for (const [name, operation] of operations) {
      const [method, path] = name.split(' ') as [string, string];
      // Any id will do: a guard refuses before the route looks for the record.
      const url = path.replace(/\{\w+\}/g, '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71');
      const response = await t.app.inject({ method: method as 'GET', url });
      const needsSession = !operation.security?.some((requirement) => Object.keys(requirement).length === 0);
      const documented = needsSession && operation.responses?.['401'] !== undefined;
      if (documented !== (response.statusCode === 401))
        mismatched.push(`${name} answered ${response.statusCode}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('documents every API route', () => {
    const documented = new Set(operations.map(([name]) => name));
    const routes = t.app.registeredRoutes
      .filter(({ method, url }) => url.startsWith('/api/') && method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
      // Served for the docs and the sign-in popup, not operations of the API.
      .filter((name) => !/^GET \/api\/(docs|openapi\.json|auth\/popup\.js)/.test(name));
    expect(routes.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('gives every operation a typed success answer', () => {
    const missing = operations
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
        return !success.some(([, response]) =>
          Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
        );
      })
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('types every request body, parameter and answer of every operation', () => {
    const untyped = operations.flatMap(([name, operation]) => [
      ...Object.entries(operation.requestBody?.content ?? {}).flatMap(([type, media]) =>
        untypedPlaces(media.schema ?? {}, `${name} body (${type})`),
      ),
      ...(operation.parameters ?? []).flatMap((parameter) =>
        untypedPlaces(parameter.schema ?? {}, `${name} ${parameter.in} ${parameter.name}`),
      ),
      ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) =>
        Object.entries(response.content ?? {}).flatMap(([type, media]) =>
          untypedPlaces(media.schema ?? {}, `${name} ${status} (${type})`),
        ),
      ),
    ]);
    expect(untyped).toEqual([]);
  });
});
