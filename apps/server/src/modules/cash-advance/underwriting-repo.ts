// SQL of underwritings and of what they read: the member's linked checking accounts and their history.
import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankTransactions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';
import { cashAdvanceUnderwritings } from '../../db/schema/cash-advance.ts';
import type { Tx } from '../../db/transaction.ts';
import type { UnderwritingTransaction } from './underwriting/underwriting.ts';

export type UnderwritingRow = typeof cashAdvanceUnderwritings.$inferSelect;

export async function insertUnderwriting(
  db: Db,
  underwriting: typeof cashAdvanceUnderwritings.$inferInsert,
): Promise<UnderwritingRow> {
  const [row] = await db.insert(cashAdvanceUnderwritings).values(underwriting).returning();
  if (!row) throw new Error('underwriting was not stored');
  return row;
}

export async function latestUnderwritingOf(db: Db, userId: string): Promise<UnderwritingRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvanceUnderwritings)
    .where(eq(cashAdvanceUnderwritings.userId, userId))
    .orderBy(desc(cashAdvanceUnderwritings.createdAt), desc(cashAdvanceUnderwritings.id))
    .limit(1);
  return row;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The member's own underwriting; another member's (or a malformed id) reads as missing. */
export async function findUnderwritingOf(db: Db, userId: string, id: string): Promise<UnderwritingRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(cashAdvanceUnderwritings)
    .where(and(eq(cashAdvanceUnderwritings.id, id), eq(cashAdvanceUnderwritings.userId, userId)));
  return row;
}

export interface CheckingCandidate {
  linkedAccountId: string;
  bankId: string;
  bankName: string;
  accountName: string;
  mask: string;
  bankStatus: (typeof linkedBanks.$inferSelect)['status'];
  bankCompletesAt: Date;
  bankAccessLostAt: Date | null;
  currentBalanceCents: bigint;
  availableBalanceCents: bigint;
  balanceAsOf: Date;
}

/** The checking accounts of the member's banks that are not removed, newest bank first. */
export async function findCheckingCandidates(db: Db, userId: string): Promise<CheckingCandidate[]> {
  return db
    .select({
      linkedAccountId: linkedBankAccounts.id,
      bankId: linkedBanks.id,
      bankName: linkedBanks.institutionName,
      accountName: linkedBankAccounts.name,
      mask: linkedBankAccounts.mask,
      bankStatus: linkedBanks.status,
      bankCompletesAt: linkedBanks.completesAt,
      bankAccessLostAt: linkedBanks.accessLostAt,
      currentBalanceCents: linkedBankAccounts.currentBalanceCents,
      availableBalanceCents: linkedBankAccounts.availableBalanceCents,
      balanceAsOf: linkedBankAccounts.balanceAsOf,
    })
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(
      and(
        eq(linkedBankAccounts.userId, userId),
        eq(linkedBankAccounts.type, 'CHECKING'),
        ne(linkedBanks.status, 'REMOVED'),
      ),
    )
    .orderBy(desc(linkedBanks.createdAt), asc(linkedBankAccounts.id));
}

/** The account's transactions from `from` (YYYY-MM-DD) on, oldest first. */
export async function findAccountHistory(
  db: Db,
  linkedAccountId: string,
  from: string,
): Promise<UnderwritingTransaction[]> {
  return db
    .select({
      postedOn: bankTransactions.postedOn,
      amountCents: bankTransactions.amountCents,
      category: bankTransactions.category,
      description: bankTransactions.description,
      merchantName: bankTransactions.merchantName,
      pending: bankTransactions.pending,
    })
    .from(bankTransactions)
    .where(and(eq(bankTransactions.accountId, linkedAccountId), gte(bankTransactions.postedOn, from)))
    .orderBy(asc(bankTransactions.postedOn), asc(bankTransactions.id));
}

/** The member's own underwriting, locked until the caller's transaction ends. */
export async function lockUnderwritingOf(db: Tx, userId: string, id: string): Promise<UnderwritingRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(cashAdvanceUnderwritings)
    .where(and(eq(cashAdvanceUnderwritings.id, id), eq(cashAdvanceUnderwritings.userId, userId)))
    .for('update');
  return row;
}
