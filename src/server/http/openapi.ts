import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';

/** OpenAPI generated from the zod route schemas: /api/openapi.json, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'HouseHunt API',
        description: 'Property search and the admin portal of HouseHunt.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // The site's own CSP covers the docs too; no validator badge, which would load from outside.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
