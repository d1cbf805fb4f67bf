// A fresh, migrated database for one test file, copied from the run's template.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
  }
  const name = `fernleaf_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(template.adminUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
