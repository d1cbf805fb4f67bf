// The job queue's SQL goes through the app's own database connection: the embedded PGlite instance
// (one connection, so the queue cannot open a second one) or the app's PostgreSQL pool. It lives with the
// database, below platform/jobs, so the migrations install the queue's tables without importing the
// queue (db/ and platform/ import each other in one direction only, decision 028).

import type { ConstructorOptions, Db as QueueDb } from 'pg-boss';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from './client.ts';

/** The pg-boss schema; created by the migrations so every start and every test copy finds it ready. */
export const jobSchema = 'jobs';

export function queueConnectionOf(database: Database): Pick<ConstructorOptions, 'db' | 'backend' | 'schema'> {
  if (database.driver.kind === 'pglite') {
    return { db: fromPglite(database.driver.client), backend: 'pglite', schema: jobSchema };
  }
  const { pool } = database.driver;
  const db: QueueDb = {
    executeSql: async (text, values) => {
      // Several statements without parameters answer one result per statement; the queue wants the rows.
      const result = (await pool.query(text, values as unknown[] | undefined)) as unknown;
      if (Array.isArray(result)) return { rows: result.flatMap((part: { rows?: unknown[] }) => part.rows ?? []) };
      return result as { rows: unknown[] };
    },
  };
  return { db, backend: 'postgres', schema: jobSchema };
}

/** Installs or updates the queue's tables; run with the migrations, once per database. */
export async function installJobQueue(database: Database): Promise<void> {
  const queue = new PgBoss({
    ...queueConnectionOf(database),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await queue.start();
  await queue.stop({ graceful: false, close: false });
}
