// Where a member stands with cash advances: their account, the latest underwriting, what they owe,
// and so what they may take now. Every call that answers or spends the limit starts here.
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { type CashAdvanceAccountRow, findCashAdvanceAccount, lockCashAdvanceAccount } from './account-repo.ts';
import { type AdvanceRow, findOpenAdvancesOf } from './advance-repo.ts';
import { latestUnderwritingOf, type UnderwritingRow } from './underwriting-repo.ts';

export interface Standing {
  account: CashAdvanceAccountRow | undefined;
  underwriting: UnderwritingRow | undefined;
  /** Advances not yet repaid, the earliest repayment date first. */
  openAdvances: AdvanceRow[];
  /** 0 without a qualifying underwriting. */
  limitCents: bigint;
  /** What of the advances' amounts is still owed: repayments go to fee and tip first, then the amount. */
  principalOutstandingCents: bigint;
  availableCents: bigint;
  /** Everything owed: amounts, fees and tips not yet repaid. */
  owedCents: bigint;
}

/** An advance's amount still owed: repayments cover its fee and tip first. */
export function principalOutstanding(advance: Pick<AdvanceRow, 'amountCents' | 'outstandingCents'>): bigint {
  return advance.outstandingCents < advance.amountCents ? advance.outstandingCents : advance.amountCents;
}

/**
 * With `lock`, the member's account row is locked until the caller's transaction ends (see
 * account-repo.ts), and so are the advances read after it, so nothing can spend the limit meanwhile.
 */
export async function standingOf(db: Tx, memberId: string, options: { lock: true }): Promise<Standing>;
export async function standingOf(db: Db, memberId: string, options?: { lock?: false }): Promise<Standing>;
export async function standingOf(db: Db, memberId: string, options: { lock?: boolean } = {}): Promise<Standing> {
  // The overloads above let only a transaction ask for the lock.
  const account = options.lock
    ? await lockCashAdvanceAccount(db as Tx, memberId)
    : await findCashAdvanceAccount(db, memberId);
  const [underwriting, openAdvances] = await Promise.all([
    latestUnderwritingOf(db, memberId),
    findOpenAdvancesOf(db, memberId, { lock: options.lock ?? false }),
  ]);
  const limitCents = underwriting && underwriting.outcome !== 'DENIED' ? underwriting.limitCents : 0n;
  const principalOutstandingCents = openAdvances.reduce((sum, advance) => sum + principalOutstanding(advance), 0n);
  const owedCents = openAdvances.reduce((sum, advance) => sum + advance.outstandingCents, 0n);
  const availableCents = limitCents > principalOutstandingCents ? limitCents - principalOutstandingCents : 0n;
  return { account, underwriting, openAdvances, limitCents, principalOutstandingCents, availableCents, owedCents };
}
