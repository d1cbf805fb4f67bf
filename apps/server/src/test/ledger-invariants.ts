// The ledger's invariants, checked from the stored rows: each entry sums to zero over two or more
// postings, each member account's cached balance equals the sum of its postings (a house account caches
// none), no account is below its floor.
import type { Db } from '../db/client.ts';
import { findViolations } from '../ledger/ledger-repo.ts';

export async function assertLedgerBalanced(db: Db): Promise<void> {
  const violations = await findViolations(db);
  if (violations.length > 0) {
    throw new Error(
      `ledger invariants broken:\n${violations.map((v) => `  ${v.rule} ${v.id}: ${v.detail}`).join('\n')}`,
    );
  }
}
