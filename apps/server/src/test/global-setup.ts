// Migrates one template database per test run; each test file then gets its own copy of it, which
// is far cheaper than migrating afresh (PGlite: a dump loaded into memory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { copyTemplate, ensureTemplate } from '../db/pglite-template.ts';
import { type DatabaseTemplate, templateDatabaseName } from './database-template.ts';

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = templateDatabaseName();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(databaseUrl, `CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(databaseUrl, templateName);
    const database = await openDatabase({ kind: 'postgres', url: templateUrl, maxConnections: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('databaseTemplate', {
      kind: 'postgres',
      adminUrl: databaseUrl,
      templateName,
    } satisfies DatabaseTemplate);
    return async () => {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${templateName}`);
    };
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'fernleaf-test-template-'));
  // The migrated template `npm install` made (decision 085) when there is one: a copy opens in about
  // 0.5 s of CPU where creating and migrating a database takes 5. Migrated again, as a start does:
  // nothing is left to apply.
  const template = await ensureTemplate();
  let client: PGlite;
  if (template.state === 'not writable') {
    client = await PGlite.create();
  } else {
    const copy = path.join(folder, 'pglite');
    await copyTemplate(template.folder, copy);
    client = await PGlite.create(copy);
  }
  await migrateDatabase(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(folder, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile } satisfies DatabaseTemplate);
  return () => rmSync(folder, { recursive: true, force: true });
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
