// The OpenAPI document, generated from the contract schemas of the registered calls, and its docs page.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance, info: { brandName: string; version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${info.brandName} API`,
        description:
          'Every call answers `{ "data": ... }` on success and `{ "error": { code, title, description, fields? } }` on failure.',
        version: info.version,
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
