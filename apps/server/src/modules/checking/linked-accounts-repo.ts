// SQL on the linked bank tables that the checking account reads: the account a transfer uses and its
// balance. What the linked account's bank writes (holds, balances, its lines) is the ExternalBank's
// (ach-network.ts). Callers hold the transaction.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';

const linkedAccountView = {
  id: linkedBankAccounts.id,
  userId: linkedBankAccounts.userId,
  name: linkedBankAccounts.name,
  mask: linkedBankAccounts.mask,
  availableBalanceCents: linkedBankAccounts.availableBalanceCents,
  bankStatus: linkedBanks.status,
  bankCompletesAt: linkedBanks.completesAt,
  bankAccessLostAt: linkedBanks.accessLostAt,
  institutionName: linkedBanks.institutionName,
};

export type LinkedAccountView = {
  id: string;
  userId: string;
  name: string;
  mask: string;
  availableBalanceCents: bigint;
  bankStatus: (typeof linkedBanks.$inferSelect)['status'];
  bankCompletesAt: Date;
  bankAccessLostAt: Date | null;
  institutionName: string;
};

export async function findLinkedAccount(db: Db, accountId: string): Promise<LinkedAccountView | undefined> {
  const [row] = await db
    .select(linkedAccountView)
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(eq(linkedBankAccounts.id, accountId));
  return row;
}

/** Every account of the member's banks that are not removed, newest bank first. */
export async function listLinkedAccountsOf(db: Db, userId: string): Promise<LinkedAccountView[]> {
  return db
    .select(linkedAccountView)
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(and(eq(linkedBankAccounts.userId, userId), ne(linkedBanks.status, 'REMOVED')))
    .orderBy(desc(linkedBanks.createdAt), linkedBankAccounts.name);
}
