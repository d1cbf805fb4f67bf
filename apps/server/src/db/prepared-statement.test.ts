// A statement built once per database runs on whichever handle it is given: inside a transaction it
// must run on that transaction's connection (seeing its uncommitted rows, rolled back with it), not on
// the handle it was first built for.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { preparedSql } from './prepared-statement.ts';
import { inTransaction } from './transaction.ts';

const countLabelled = preparedSql<{ n: string }>(
  'prepared_statement_test_count',
  sql`select count(*)::text as n from prepared_statement_test where label = ${sql.placeholder('label')}`,
);

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table prepared_statement_test (label text not null)`);
});
afterAll(() => database.close());

const countOn = async (db: Database['db'], label: string) => (await countLabelled(db).execute({ label })).rows[0]?.n;

describe('preparedSql', () => {
  it("runs inside each transaction on that transaction's connection, built once", async () => {
    const { db } = database;
    expect(await countOn(db, 'kept')).toBe('0');
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into prepared_statement_test (label) values ('kept')`);
      expect(await countOn(tx, 'kept')).toBe('1');
    });
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`insert into prepared_statement_test (label) values ('undone'), ('undone')`);
        expect(await countOn(tx, 'undone')).toBe('2');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countOn(db, 'kept')).toBe('1');
    expect(await countOn(db, 'undone')).toBe('0');
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(Boolean(process.env.DATABASE_URL))('keeps an open transaction apart from the database', async () => {
    const { db } = database;
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`insert into prepared_statement_test (label) values ('unseen')`);
      expect(await countOn(tx, 'unseen')).toBe('1');
      expect(await countOn(db, 'unseen')).toBe('0');
      throw Object.assign(new Error('roll back'), { expected: true });
    }).catch((error: { expected?: boolean }) => {
      if (!error.expected) throw error;
    });
  });
});
