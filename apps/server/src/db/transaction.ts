// The one way to run work in a database transaction, and a type that only a transaction has, so a
// function that must run inside one (a ledger posting, a row lock) says so in its signature and the
// compiler refuses a call from outside one.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

declare const insideTransaction: unique symbol;

/**
 * A database handle inside a transaction. Only `inTransaction` hands one out: a plain `Db` is not
 * assignable to it, while a `Tx` goes wherever a `Db` is asked for.
 */
export type Tx = Db & { readonly [insideTransaction]: true };

/**
 * Runs `work` in one transaction and answers what it answers. Given a transaction already, the work
 * joins it (no savepoint: they cost two round trips and nothing here rolls back to one), so an error
 * inside undoes the caller's whole transaction; given a plain handle, it opens one, committed when
 * `work` resolves and rolled back when it throws.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db as unknown as Tx);
  return db.transaction((tx) => work(tx as unknown as Tx));
}
