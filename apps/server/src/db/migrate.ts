import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { installJobQueue } from './job-queue-connection.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Applies the SQL migrations not yet applied; safe to run at every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  // Both migrators read the same folder; they differ only in the driver they run it through.
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
  // The job queue's own tables (pg-boss keeps its schema versions itself).
  await installJobQueue(database);
}
