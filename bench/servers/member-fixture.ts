// The member the data and money benchmarks read and move money for, set up through the product's own
// code: signed up, a linked sandbox bank and an open checking account, on a fresh database of its own
// (a new PostgreSQL database, or a new PGlite folder).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, fromPglite, openDatabase } from '@fernleaf/server/src/db/client.ts';
import { migrateDatabase } from '@fernleaf/server/src/db/migrate.ts';
import { insertAddress } from '@fernleaf/server/src/identity/users-repo.ts';
import { seedDemoBankLink } from '@fernleaf/server/src/modules/bank/demo-bank.ts';
import { seedDemoChecking } from '@fernleaf/server/src/modules/checking/demo-checking.ts';
import { signInAtProvider } from '@fernleaf/server/src/sandbox/bank-aggregators/provider-service.ts';
import { createSandboxAggregator } from '@fernleaf/server/src/sandbox/bank-aggregators/sandbox-aggregator.ts';
import { adminQuery, withDatabase } from '@fernleaf/server/src/test/global-setup.ts';
import { completeIdentitySteps } from '@fernleaf/server/src/test/money-ready-member.ts';
import { sandboxAchRails } from '@fernleaf/server/src/test/sandbox-ach-rails.ts';
import { signUpMember } from '@fernleaf/server/src/test/sign-in-flow.ts';
import { sql } from 'drizzle-orm';
import { buildFullStackApp, type FullStackOptions } from './full-stack-app.ts';

/** PostgreSQL when the runner passed its URL, else PGlite. */
export function benchDatabaseTarget(): { kind: 'postgres'; adminUrl: string } | { kind: 'pglite' } {
  const adminUrl = process.env.BENCH_POSTGRES_URL;
  return adminUrl ? { kind: 'postgres', adminUrl } : { kind: 'pglite' };
}

export async function prepareBenchMember(options: {
  target: ReturnType<typeof benchDatabaseTarget>;
  /** The bare server's fixture needs no request log; the measured app logs as in production. */
  logger?: FullStackOptions['logger'];
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-'));
  let url: string | undefined;
  let pglite: PGlite | undefined;
  let database: Database;
  if (options.target.kind === 'postgres') {
    const name = `fernleaf_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(options.target.adminUrl, `CREATE DATABASE ${name}`);
    url = withDatabase(options.target.adminUrl, name);
    database = await openDatabase({ kind: 'postgres', url, maxConnections: 20 });
  } else {
    pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    database = fromPglite(pglite);
  }
  await migrateDatabase(database);
  const { app, config, secrets } = await buildFullStackApp({
    dataDir,
    database,
    ...(url ? { databaseUrl: url } : {}),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    // Each read from its own client address, as the runner sends them (bench/run.ts).
    trustLoadGenerator: true,
    // A read writes and settles nothing (decision 040); the once-a-minute job runs would charge their
    // settlement scans to whichever 10 s measurement caught one, as for the no-op call.
    runJobs: false,
  });

  const member = await signUpMember(app, config);
  const db = database.db;
  await insertAddress(db, {
    memberId: member.memberId,
    addressLine1: '2400 Chestnut St',
    city: 'Philadelphia',
    state: 'PA',
    postalCode: '19103',
    country: 'US',
    status: 'VERIFIED',
  });
  const now = new Date();
  // Money products serve only a member through the identity steps (decision 025).
  await completeIdentitySteps(db, member.memberId, now);
  const fieldKey = secrets.fieldEncryptionKey;
  const linkedAccountId = await seedDemoBankLink(db, {
    memberId: member.memberId,
    fieldKey,
    aggregator: createSandboxAggregator(),
    signIn: signInAtProvider,
    now,
  });
  await seedDemoChecking(db, { memberId: member.memberId, fieldKey, linkedAccountId, now, rails: sandboxAchRails() });
  // Every transfer in holds money at the linked bank; a benchmark run must not empty it.
  await db.execute(
    sql`update linked_bank_accounts set available_balance_cents = 1000000000000 where id = ${linkedAccountId}`,
  );
  return { app, database, url, pglite, member, linkedAccountId };
}
