// The members the transfer benchmark moves money for: many of them, each with a linked sandbox bank
// and an open checking account, made through the product's own code once into a template database.
// Every server the benchmark starts gets a fresh copy of it (CREATE DATABASE ... TEMPLATE), so a run
// measures transfers, not sign-ups, and the API and the bare SQL baseline start from the same rows.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@fernleaf/server/src/app.ts';
import { loadConfig } from '@fernleaf/server/src/config.ts';
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { migrateDatabase } from '@fernleaf/server/src/db/migrate.ts';
import { inTransaction } from '@fernleaf/server/src/db/transaction.ts';
import { findAddressesOf, insertAddress, insertUser } from '@fernleaf/server/src/identity/users-repo.ts';
import { seedDemoBankLink } from '@fernleaf/server/src/modules/bank/demo-bank.ts';
import { checkingAgreementIds, signEsignDocuments } from '@fernleaf/server/src/modules/checking/esign.ts';
import { openCheckingAccount } from '@fernleaf/server/src/modules/checking/open-account.ts';
import { signInAtProvider } from '@fernleaf/server/src/sandbox/bank-aggregators/provider-service.ts';
import { createSandboxAggregator } from '@fernleaf/server/src/sandbox/bank-aggregators/sandbox-aggregator.ts';
import { loadSecrets } from '@fernleaf/server/src/secrets.ts';
import { adminQuery, withDatabase } from '@fernleaf/server/src/test/global-setup.ts';
import { completeIdentitySteps } from '@fernleaf/server/src/test/money-ready-member.ts';
import { signUpMember } from '@fernleaf/server/src/test/sign-in-flow.ts';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';

export interface TransferMember {
  memberId: string;
  linkedAccountId: string;
  authorization: string;
}

export interface TransferTemplate {
  templateName: string;
  /** Holds the secrets the servers sign and check tokens with, and `template.json`. */
  dataDir: string;
  members: TransferMember[];
}

/** The claims of an access token the sign-in service issued, which the minted ones copy. */
interface IssuedClaims {
  iss: string;
  aud: string | string[];
  scope?: string;
  client_id?: string;
}

/** What `template.json` keeps: tokens are minted afresh for each run, as they last 15 minutes. */
interface StoredTemplate {
  templateName: string;
  issued: IssuedClaims;
  members: Omit<TransferMember, 'authorization'>[];
}

/** Makes the template database with `count` members; takes a few minutes for a thousand. */
export async function prepareTransferTemplate(adminUrl: string, count: number): Promise<TransferTemplate> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-transfers-'));
  const templateName = `fernleaf_bench_transfers_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${templateName}`);
  const url = withDatabase(adminUrl, templateName);
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 4 });
  await migrateDatabase(database);
  const config = loadConfig({ APP_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: url, WEB_DIST_DIR: dataDir });
  const secrets = loadSecrets({ appEnv: 'development', dataDir });
  const app = await buildApp({ config, database, secrets, logger: false });
  await app.ready();

  // One member through the real sign-up, whose token shows what the sign-in service issues; the
  // others get tokens of the same shape signed with the same key (a sign-up each would hash a
  // password a thousand times, which is not what this benchmark measures).
  const first = await signUpMember(app, config);
  const claims = JSON.parse(Buffer.from(first.tokens.accessToken.split('.')[1] ?? '', 'base64url').toString());
  const issued: IssuedClaims = { iss: claims.iss, aud: claims.aud, scope: claims.scope, client_id: claims.client_id };

  const db = database.db;
  const aggregator = createSandboxAggregator();
  const now = new Date();
  const members: StoredTemplate['members'] = [];
  for (let index = 0; index < count; index += 1) {
    const memberId =
      index === 0
        ? first.memberId
        : ((await insertUser(db, {
            email: `bench-member-${index}-${randomBytes(4).toString('hex')}@example.test`,
            firstName: 'Avery',
            lastName: 'Stone',
            // Never signs in: the benchmark hands this member a token.
            passwordHash: 'not-a-password-hash',
          })) as string);
    await insertAddress(db, {
      memberId: memberId,
      addressLine1: '2400 Chestnut St',
      city: 'Philadelphia',
      state: 'PA',
      postalCode: '19103',
      country: 'US',
      status: 'VERIFIED',
    });
    await completeIdentitySteps(db, memberId, now);
    const linkedAccountId = await seedDemoBankLink(db, {
      memberId: memberId,
      fieldKey: secrets.fieldEncryptionKey,
      aggregator,
      signIn: signInAtProvider,
      now,
    });
    await inTransaction(db, async (tx) => {
      const [address] = await findAddressesOf(tx, memberId);
      await signEsignDocuments(tx, memberId, [...checkingAgreementIds], now);
      await openCheckingAccount(
        tx,
        memberId,
        { addressId: address?.id as string },
        { fieldKey: secrets.fieldEncryptionKey, now },
      );
    });
    members.push({ memberId, linkedAccountId });
    if ((index + 1) % 100 === 0) console.log(`transfer benchmark: ${index + 1} of ${count} members ready`);
  }
  // Every transfer in holds money at the linked bank; a benchmark run must not empty it.
  await db.execute(sql`update linked_bank_accounts set available_balance_cents = 1000000000000`);
  await app.close();
  await database.close();
  const stored: StoredTemplate = { templateName, issued, members };
  writeFileSync(path.join(dataDir, 'template.json'), JSON.stringify(stored));
  return withTokens(dataDir, stored);
}

/** Each member with a fresh access token of the shape the sign-in service issues, signed with its key. */
async function withTokens(dataDir: string, stored: StoredTemplate): Promise<TransferTemplate> {
  const { tokenSigningKey } = loadSecrets({ appEnv: 'development', dataDir });
  const signingKey = await importJWK(tokenSigningKey, 'ES256');
  const { issued } = stored;
  const members = await Promise.all(
    stored.members.map(async (member) => {
      const token = await new SignJWT({ scope: issued.scope, client_id: issued.client_id })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: tokenSigningKey.kid as string })
        .setSubject(member.memberId)
        .setIssuer(issued.iss)
        .setAudience(issued.aud)
        .setJti(randomBytes(12).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(signingKey);
      return { ...member, authorization: `Bearer ${token}` };
    }),
  );
  return { templateName: stored.templateName, dataDir, members };
}

/**
 * The template an earlier run made, when BENCH_TRANSFER_DATA_DIR names its folder: runs that compare
 * two versions of the code, one after the other, then skip making a thousand members each time.
 */
export async function existingTransferTemplate(): Promise<TransferTemplate | undefined> {
  const dataDir = process.env.BENCH_TRANSFER_DATA_DIR;
  if (!dataDir) return undefined;
  return withTokens(dataDir, storedTemplate(dataDir));
}

function storedTemplate(dataDir: string): StoredTemplate {
  return JSON.parse(readFileSync(path.join(dataDir, 'template.json'), 'utf8')) as StoredTemplate;
}

/** A fresh copy of the template for one server; answers its URL. */
export async function copyTransferTemplate(adminUrl: string, templateName: string): Promise<string> {
  const name = `fernleaf_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  return withDatabase(adminUrl, name);
}

/** What a server process needs, from the environment the runner gives it. */
export function transferServerSetting() {
  const adminUrl = process.env.BENCH_POSTGRES_URL;
  const dataDir = process.env.BENCH_TRANSFER_DATA_DIR;
  if (!adminUrl || !dataDir) {
    throw new Error('the transfer servers need BENCH_POSTGRES_URL and BENCH_TRANSFER_DATA_DIR');
  }
  const { templateName, members } = storedTemplate(dataDir);
  return { adminUrl, templateName, dataDir, members };
}
