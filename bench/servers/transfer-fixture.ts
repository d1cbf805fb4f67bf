// The member both transfer servers move money for, set up through the product's own code: signed
// up, a linked sandbox bank and an open checking account, on a fresh database of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@fernleaf/server/src/app.ts';
import { loadConfig } from '@fernleaf/server/src/config.ts';
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { migrateDatabase } from '@fernleaf/server/src/db/migrate.ts';
import { insertAddress } from '@fernleaf/server/src/identity/users-repo.ts';
import { seedDemoBankLink } from '@fernleaf/server/src/modules/bank/demo-bank.ts';
import { seedDemoChecking } from '@fernleaf/server/src/modules/checking/demo-checking.ts';
import { createSandboxAggregator } from '@fernleaf/server/src/sandbox/bank-aggregators/sandbox-aggregator.ts';
import { loadSecrets } from '@fernleaf/server/src/secrets.ts';
import { adminQuery, withDatabase } from '@fernleaf/server/src/test/global-setup.ts';
import { signUpMember } from '@fernleaf/server/src/test/sign-in-flow.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function prepareTransferMember(options: {
  adminUrl: string;
  logger: Parameters<typeof buildApp>[0]['logger'];
}) {
  const name = `fernleaf_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(options.adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabase(options.adminUrl, name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-'));
  const config = loadConfig({
    APP_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
  });
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 20 });
  await migrateDatabase(database);
  const secrets = loadSecrets({ appEnv: 'development', dataDir });
  const app: FastifyInstance = await buildApp({ config, database, secrets, logger: options.logger });
  await app.ready();

  const member = await signUpMember(app, config);
  const db = database.db;
  await insertAddress(db, {
    userId: member.memberId,
    addressLine1: '2400 Chestnut St',
    city: 'Philadelphia',
    state: 'PA',
    postalCode: '19103',
    country: 'US',
    status: 'VERIFIED',
  });
  const now = new Date();
  const fieldKey = secrets.fieldEncryptionKey;
  const linkedAccountId = await seedDemoBankLink(db, {
    userId: member.memberId,
    fieldKey,
    aggregator: createSandboxAggregator(),
    now,
  });
  await seedDemoChecking(db, { userId: member.memberId, fieldKey, linkedAccountId, now });
  // Every transfer in holds money at the linked bank; a benchmark run must not empty it.
  await db.execute(
    sql`update linked_bank_accounts set available_balance_cents = 1000000000000 where id = ${linkedAccountId}`,
  );
  return { app, database, url, member, linkedAccountId };
}
