// A fresh, migrated database for one test file, copied from the run's template.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import type { DatabaseTemplate } from './database-template.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
  }
  const copy = await copyTemplate(template);
  const database = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * For a server process a test starts itself: on a PostgreSQL run, a fresh copy of the template it is
 * to use (`DATABASE_URL`) and how to drop it after; on a PGlite run, undefined (the process keeps its
 * own in DATA_DIR).
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const template = inject('databaseTemplate');
  return template.kind === 'postgres' ? copyTemplate(template) : undefined;
}

async function copyTemplate(template: Extract<DatabaseTemplate, { kind: 'postgres' }>) {
  const name = `fernleaf_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  return {
    url: withDatabase(template.adminUrl, name),
    drop: () => adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name}`),
  };
}
