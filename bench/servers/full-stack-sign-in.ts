// The real app with one open sign-in interaction, for the load-shedding figure, on PGlite or (when the
// runner passes BENCH_POSTGRES_URL) a new PostgreSQL database: each request a sign-in to it with an
// email no account has, which the sign-in service answers 401 after the same argon2 check a real
// password gets (identity/credentials.ts), from its own client address (the load generator stands for
// the proxy) so the per-address limit on sign-in does not refuse the run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { migrateDatabase } from '@fernleaf/server/src/db/migrate.ts';
import { adminQuery, withDatabase } from '@fernleaf/server/src/test/global-setup.ts';
import { CookieJar, startAuthorization } from '@fernleaf/server/src/test/sign-in-flow.ts';
import { buildFullStackApp, serveMeasured } from './full-stack-app.ts';
import { benchDatabaseTarget } from './member-fixture.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-sign-in-'));
const target = benchDatabaseTarget();
let databaseUrl: string | undefined;
if (target.kind === 'postgres') {
  const name = `fernleaf_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(target.adminUrl, `CREATE DATABASE ${name}`);
  databaseUrl = withDatabase(target.adminUrl, name);
}
const database = await openDatabase(
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl, maxConnections: 20 }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
);
await migrateDatabase(database);

const { app, config } = await buildFullStackApp({
  dataDir,
  database,
  ...(databaseUrl ? { databaseUrl } : {}),
  trustLoadGenerator: true,
  runJobs: false,
});
// A refused password leaves the interaction open: every request of the run signs in to this one.
const jar = new CookieJar();
await startAuthorization(app, config, jar, { screen: 'sign-in' });
await serveMeasured(app, 'full-stack-sign-in', { cookie: jar.header() });
