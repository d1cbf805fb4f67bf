// What a member sees of an account: current (posted) money, what is available to spend, and what
// is still in flight.
import type { Db } from '../db/client.ts';
import { isHouseAccount } from './accounts.ts';
import { readBalances, summedBalances } from './ledger-repo.ts';
import { availableCents } from './post-entry.ts';

export interface Balance {
  /** Settled money. */
  currentCents: bigint;
  /** Settled money less outflows in flight. */
  availableCents: bigint;
  /** Inflows not yet settled (zero or more). */
  pendingInCents: bigint;
  /** Outflows not yet settled (zero or less). */
  pendingOutCents: bigint;
}

export async function balanceOf(db: Db, accountId: string): Promise<Balance> {
  // Member accounts cache their figures; house accounts are summed from postings (decision 015).
  const balances = isHouseAccount(accountId) ? await summedBalances(db, accountId) : await readBalances(db, accountId);
  if (!balances) throw new Error(`ledger account ${accountId} does not exist`);
  return {
    currentCents: balances.postedCents,
    availableCents: availableCents(balances),
    pendingInCents: balances.pendingInCents,
    pendingOutCents: balances.pendingOutCents,
  };
}
