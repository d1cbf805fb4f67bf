// Builds the real app on a fresh test database, the way every API test uses it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loadSecrets, type Secrets } from '../secrets.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  secrets: Secrets;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extend?: AppOptions['extend'];
    logger?: AppOptions['logger'];
    now?: AppOptions['now'];
    /** Off by default: a test runs due jobs itself with `app.jobs.runDue()`. */
    runJobs?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    // `inject` asks for host localhost:80, so pages are not sent on to another address.
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const database = await createTestDatabase();
  const secrets = loadSecrets({ appEnv: 'test', dataDir });
  const app = await buildApp({
    config,
    database,
    secrets,
    logger: options.logger ?? false,
    now: options.now,
    extend: options.extend,
    runJobs: options.runJobs ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    secrets,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
