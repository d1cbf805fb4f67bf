import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { installJobQueue } from './job-queue-connection.ts';
import { migrationsFolder } from './migrations-folder.ts';

/**
 * Applies the SQL migrations not yet applied; safe to run at every start. `folder` is for tests that
 * add a migration to a copy of the folder.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  // Both migrators read the same folder; they differ only in the driver they run it through.
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: folder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: folder });
  }
  // The job queue's own tables (pg-boss keeps its schema versions itself).
  await installJobQueue(database);
}
