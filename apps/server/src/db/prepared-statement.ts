// Hot statements built once per database handle instead of on every call: building a statement with
// Drizzle costs more CPU than PostgreSQL spends running a one-row read, and a named statement is also
// parsed and planned once per connection (decision 040). A transaction is a handle of its own, so a
// statement used inside transactions is built again for each (the cache holds it only while it lives).
import type { Db } from './client.ts';

export function preparedPerDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
