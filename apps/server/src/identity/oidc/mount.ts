// Serves the sign-in service under /oidc inside Fastify. oidc-provider is a Koa app that reads its
// own request bodies, so its routes keep the raw stream and answer through the raw response.

import { signInServicePath } from '@fernleaf/contract/auth';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { hsts } from '../../platform/security-headers.ts';

const baseHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export async function mountSignInService(
  app: FastifyInstance,
  provider: Provider,
  options: { production: boolean },
): Promise<void> {
  const handle = provider.callback();
  // The service's answers carry the same transport policy as the rest of the origin.
  const headers = { ...baseHeaders, ...hsts(options.production) };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${signInServicePath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(signInServicePath.length) || '/';
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      reply.raw.setHeader('x-request-id', request.id);
      handle(raw, reply.raw);
    });
  });
}
