// The real app as every full-stack bench server builds it: the production config and plugin stack,
// request logging written as in production (buffered) to /dev/null, and no web build to serve. Each
// server says only what it measures: its database, its own calls, whether it trusts the load
// generator's client addresses and whether the job queue runs beside it.
import path from 'node:path';
import { buildApp } from '@fernleaf/server/src/app.ts';
import { loadConfig } from '@fernleaf/server/src/config.ts';
import type { Database } from '@fernleaf/server/src/db/client.ts';
import { bufferedLogDestination, loggerOptions } from '@fernleaf/server/src/platform/logger.ts';
import { loadSecrets } from '@fernleaf/server/src/secrets.ts';
import type { FastifyInstance } from 'fastify';
import { profileDirFromEnv, profileUntilStopped } from './cpu-profile.ts';
import { reportReady } from './report-ready.ts';

type AppOptions = Parameters<typeof buildApp>[0];

export interface FullStackOptions {
  dataDir: string;
  database: Database;
  /** The PostgreSQL the database is on, when it is not PGlite. */
  databaseUrl?: string;
  /**
   * The load generator stands for the proxy in front of the server: it names each request's client, so
   * the per-address rate limit counts each request as another member's instead of refusing the run.
   */
  trustLoadGenerator?: boolean;
  /** Request logging as in production unless a server that is not measured (a fixture) turns it off. */
  logger?: AppOptions['logger'];
  runJobs?: boolean;
  extend?: AppOptions['extend'];
}

export function productionRequestLog(): AppOptions['logger'] {
  return { ...loggerOptions('info'), stream: bufferedLogDestination('/dev/null') };
}

export async function buildFullStackApp(options: FullStackOptions): Promise<{
  app: FastifyInstance;
  config: AppOptions['config'];
  secrets: AppOptions['secrets'];
}> {
  const config = loadConfig({
    APP_ENV: 'production',
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: path.join(options.dataDir, 'none'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.trustLoadGenerator ? { TRUST_PROXY: '127.0.0.1' } : {}),
  });
  const secrets = loadSecrets({ appEnv: 'development', dataDir: options.dataDir });
  const app = await buildApp({
    config,
    database: options.database,
    secrets,
    logger: options.logger === undefined ? productionRequestLog() : options.logger,
    ...(options.runJobs === undefined ? {} : { runJobs: options.runJobs }),
    ...(options.extend ? { extend: options.extend } : {}),
  });
  await app.ready();
  return { app, config, secrets };
}

/**
 * Listens, starts the CPU profile when BENCH_CPU_PROFILE asks (a .cpuprofile of the measured load in
 * bench/output/profiles, read by bench/profile.ts) and tells the runner the port and headers.
 */
export async function serveMeasured(
  app: FastifyInstance,
  name: string,
  headers: Record<string, string> = {},
): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const profileDir = profileDirFromEnv();
  if (profileDir) await profileUntilStopped(name, profileDir);
  reportReady(app, headers);
}
