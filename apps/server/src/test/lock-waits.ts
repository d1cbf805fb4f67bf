// Test support on PostgreSQL: waits until sessions of the test's database are queued on locks, so a
// test that needs transactions to arrive in a chosen order starts the next one once the one before it
// is seen waiting, instead of sleeping and hoping it got there.
import type pg from 'pg';

/**
 * Resolves once at least `count` sessions of this database wait on a lock (a row another transaction
 * holds); throws after `timeoutMs` naming what it waited for, which is how a test that expected a
 * session to queue fails when it does not.
 */
export async function untilWaitingOnLocks(pool: pg.Pool, count: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`no ${count} sessions waited on a lock within ${timeoutMs} ms`);
    // Polls the database's own view: the interval only sets how soon the wait is seen.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
