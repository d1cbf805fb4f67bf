// The OpenAPI document, generated from the contract schemas of the registered calls, and its docs page.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(
  app: FastifyInstance,
  info: { brandName: string; version: string; production: boolean; publicUrl: string },
) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${info.brandName} API`,
        description:
          'Every call answers `{ "data": ... }` on success and `{ "error": { code, title, description, fields? } }` on failure.',
        version: info.version,
        // The API is the product's own, offered under its terms of use, not an open licence.
        license: { name: `${info.brandName} terms of use`, url: `${info.publicUrl}/legal/terms` },
      },
      // Relative to the site that serves the document, in every environment; paths start at `/api`.
      servers: [{ url: '/', description: 'This site' }],
      components: {
        securitySchemes: {
          // Access tokens from the sign-in service at /oidc (authorization code + PKCE).
          memberToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own CSP (hashes, no inline script), framed by nobody and, over plain http
    // outside production, without forcing https.
    staticCSP: true,
    transformStaticCSP: (header) => {
      const framedByNobody = header.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
      return info.production ? framedByNobody : framedByNobody.replace(' upgrade-insecure-requests;', '');
    },
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
