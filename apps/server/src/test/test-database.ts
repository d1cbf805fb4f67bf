// A fresh, migrated database for one test file, copied from the run's template.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { adminQuery, withDatabase } from './global-setup.ts';

// The dump read once per worker: the server project's files share a worker's modules (decision 050),
// and a Blob is never changed by reading it.
let templateDump: { file: string; blob: Blob } | undefined;

function templateDumpOf(file: string): Blob {
  if (templateDump?.file !== file) templateDump = { file, blob: new Blob([readFileSync(file)]) };
  return templateDump.blob;
}

export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: templateDumpOf(template.dumpFile) });
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
