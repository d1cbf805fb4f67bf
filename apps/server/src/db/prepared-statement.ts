// Hot statements built once per database instead of on every call: building a statement with
// Drizzle costs more CPU than PostgreSQL spends running a one-row read, and a named statement is also
// parsed and planned once per connection (decision 040). A transaction is a handle of its own: there
// the statement built once is bound to the transaction's connection instead of being built again
// (decision 015, 2026-11-27), so a money movement's statements cost no building either.
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * What every Drizzle handle (a database or a transaction on it) holds at run time: the dialect it
 * shares with its transactions, and the session whose driver client runs its queries (a pool, a
 * pooled connection, PGlite or a PGlite transaction). Drizzle's prepared queries of both drivers run
 * on their own `client`, so rebinding one is that one property.
 */
interface HandleInternals {
  dialect: object;
  session: { client: object };
}

export function preparedPerDatabase<Statement extends object>(build: (db: Db) => Statement): (db: Db) => Statement {
  // One built statement per database, found through the dialect its transactions share with it.
  const built = new WeakMap<object, Statement>();
  // Bound copies by driver client: a pooled connection serves transaction after transaction, so its
  // copy is made once per connection, not once per transaction.
  const bound = new WeakMap<object, Statement>();
  return (db) => {
    const { dialect, session } = db as unknown as HandleInternals;
    let statement = bound.get(session.client);
    if (statement) return statement;
    const original = built.get(dialect);
    if (original) {
      // Everything but the client is shared with the original: a bound copy is one small object.
      statement = Object.create(original) as Statement;
      (statement as { client: object }).client = session.client;
    } else {
      statement = build(db);
      built.set(dialect, statement);
    }
    bound.set(session.client, statement);
    return statement;
  };
}

/** A statement written in SQL: its rows come back as the driver gives them, keyed by column name. */
export interface SqlStatement<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * A statement written in SQL (`sql.placeholder(name)` where its values go) and prepared once per
 * database like the others. Bigint and timestamp columns come back as the drivers differ (PGlite
 * answers an int8 as a number): cast them to text in the SQL.
 */
export function preparedSql<Row>(name: string, query: SQL): (db: Db) => SqlStatement<Row> {
  return preparedPerDatabase((db) => {
    const { dialect } = db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } };
    return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as unknown as SqlStatement<Row>;
  });
}

/** A statement's named values as its placeholders, `{ id: sql.placeholder('id'), ... }`: an insert built once. */
export function placeholdersFor<Name extends string>(...names: Name[]): Record<Name, Placeholder<Name>> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<Name, Placeholder<Name>>;
}
