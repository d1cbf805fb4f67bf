import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../config.ts';

/** CSP without inline scripts; styles may be inline because the UI kit sets CSS variables at run time. */
export async function registerSecurityHeaders(app: FastifyInstance, appEnv: AppEnv) {
  const production = appEnv === 'production';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
