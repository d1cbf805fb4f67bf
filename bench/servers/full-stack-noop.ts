// The real app (security headers, request ids, logging, compression, rate limit, contract
// validation and serialization) with one call that touches no table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineCall } from '@fernleaf/contract/define-call';
import { buildApp } from '@fernleaf/server/src/app.ts';
import { loadConfig } from '@fernleaf/server/src/config.ts';
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { migrateDatabase } from '@fernleaf/server/src/db/migrate.ts';
import { bufferedLogDestination, loggerOptions } from '@fernleaf/server/src/platform/logger.ts';
import { registerCall } from '@fernleaf/server/src/platform/register-call.ts';
import { loadSecrets } from '@fernleaf/server/src/secrets.ts';
import { signUpMember } from '@fernleaf/server/src/test/sign-in-flow.ts';
import { z } from 'zod';
import { profileDirFromEnv, profileUntilStopped } from './cpu-profile.ts';
import { reportReady } from './report-ready.ts';

const noop = defineCall({
  method: 'GET',
  path: '/bench/noop',
  summary: 'Answers a signed-in member without touching a table (benchmark only)',
  tag: 'bench',
  access: 'member',
  rateLimitPerMinute: 100_000_000,
  query: z.object({ name: z.string().max(20).default('bench') }),
  response: z.object({ greeting: z.string() }),
});

const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-'));
const config = loadConfig({ APP_ENV: 'production', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') });
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
await migrateDatabase(database);

// Request logging stays on, as in production; the lines go to /dev/null instead of a terminal.
const app = await buildApp({
  config,
  database,
  secrets: loadSecrets({ appEnv: 'development', dataDir }),
  logger: { ...loggerOptions('info'), stream: bufferedLogDestination('/dev/null') },
  // The scheduled jobs run once a minute whatever the traffic; a 10 s measurement that caught one would
  // charge its settlement scan to the request path this figure is about.
  runJobs: false,
  extend: (instance, db) =>
    registerCall(instance, db.db, noop, async ({ query }) => ({ greeting: `hello ${query.name}` })),
});
await app.listen({ port: 0, host: '127.0.0.1' });
// DESIGN.md measures a signed-in call: a member signs up through the sign-in service, as in the API tests.
const member = await signUpMember(app, config);
// BENCH_CPU_PROFILE=1: a .cpuprofile of the measured load lands in bench/output/profiles (bench/profile.ts reads it).
const profileDir = profileDirFromEnv();
if (profileDir) await profileUntilStopped('full-stack-noop', profileDir);
reportReady(app, { authorization: member.authorization });
