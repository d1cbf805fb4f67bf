// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL, so one schema and one set of migrations serve both.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver under `db`, for a library that brings its own SQL (the job queue). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    const db = drizzleNodePg(pool) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      driver: { kind: 'postgres', pool },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
    await database.ping();
    return database;
  }
  const client = await PGlite.create(target.dataDir, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  return fromPglite(client);
}

/**
 * Drizzle's PGlite driver sends its own type parsers (timestamps and dates kept as text) with every
 * query, and PGlite then copies its whole map of type parsers into a new object for each one: about
 * 100 µs a query, most of the one-row read's gap to the bare driver (decision 040). With PGlite's map
 * as the prototype of an empty one, every lookup finds what it found before (raw queries, pg-boss's)
 * while the per-query copy has nothing of its own to copy. No column of ours is an array, the only
 * types whose parsers live on the instance alone.
 */
function withoutPerQueryParserCopy(client: PGlite): void {
  client.parsers = Object.create(client.parsers);
}

export function fromPglite(client: PGlite): Database {
  withoutPerQueryParserCopy(client);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function databaseTargetFor(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
