// Serves the built web app: hashed assets cached for a year, everything else briefly, and
// `index.html` (never cached) for every client route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppEnv } from '../config.ts';

export interface Spa {
  sendIndex(reply: FastifyReply): FastifyReply;
}

export async function registerSpa(
  app: FastifyInstance,
  options: { distDir: string; appEnv: AppEnv; brandName: string },
): Promise<Spa | undefined> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; serving the API only');
    return undefined;
  }
  const indexHtml = personaliseIndex(readFileSync(indexFile, 'utf8'), options);

  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  return {
    sendIndex: (reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  };
}

/** The brand and the robots rule depend on configuration, not on the build. */
function personaliseIndex(html: string, options: { appEnv: AppEnv; brandName: string }): string {
  const robots = options.appEnv === 'production' ? 'index,follow' : 'noindex,nofollow';
  return html
    .replace(/(<meta name="robots" content=")[^"]*(")/, `$1${robots}$2`)
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${escapeAttribute(options.brandName)}$2`);
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
