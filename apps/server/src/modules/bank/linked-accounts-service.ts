// What other modules read of the member's linked accounts and their history. The tables are this
// module's own (decision 031): checking, cash advance and found money call these functions instead
// of writing SQL on them. Each takes the caller's handle, so a caller inside a transaction reads
// within it.
import type { Db } from '../../db/client.ts';
import {
  findAccountHistoryFrom,
  findPostedLinesOfLiveBanks,
  type HistoryLineRow,
  type PostedLineRow,
} from './bank-transaction-repo.ts';
import {
  type AccountWithBankRow,
  type CheckingAccountWithBankRow,
  countLiveBanksOf,
  findAccountLabels,
  findAccountWithBank,
  findLiveAccountsWithBankOf,
  findLiveCheckingAccountsWithBankOf,
} from './linked-bank-repo.ts';

/** A linked account with its bank's linking status, its times and its name. */
export type LinkedAccountWithBank = AccountWithBankRow;
/** A checking account of a linked bank, with its balances and its bank's linking status. */
export type LinkedCheckingAccount = CheckingAccountWithBankRow;
/** A line of a linked account's history, pending or posted. */
export type AccountHistoryLine = HistoryLineRow;
/** A posted line of one of the member's linked accounts. */
export type PostedBankTransaction = PostedLineRow;

/** Any member's account by id, or nothing: the caller checks it is the member's own. */
export async function linkedAccountWithBank(db: Db, accountId: string): Promise<LinkedAccountWithBank | undefined> {
  return findAccountWithBank(db, accountId);
}

/** Every account of the member's banks that are not removed, newest bank first, then by account name. */
export async function liveLinkedAccountsOf(db: Db, memberId: string): Promise<LinkedAccountWithBank[]> {
  return findLiveAccountsWithBankOf(db, memberId);
}

/** The checking accounts of the member's banks that are not removed, newest bank first. */
export async function liveCheckingAccountsOf(db: Db, memberId: string): Promise<LinkedCheckingAccount[]> {
  return findLiveCheckingAccountsWithBankOf(db, memberId);
}

/** The account's lines from `from` (YYYY-MM-DD) on, pending ones included, oldest first. */
export async function accountHistoryFrom(db: Db, accountId: string, from: string): Promise<AccountHistoryLine[]> {
  return findAccountHistoryFrom(db, accountId, from);
}

/**
 * The bank's name and the account's mask by account id, whatever the bank's status, so a list of
 * past transfers still names a bank the member has since removed.
 */
export async function linkedAccountLabels(
  db: Db,
  accountIds: readonly string[],
): Promise<Map<string, { bankName: string; mask: string }>> {
  const rows = await findAccountLabels(db, [...new Set(accountIds)]);
  return new Map(rows.map((row) => [row.accountId, { bankName: row.bankName, mask: row.mask }]));
}

/** How many banks the member has linked and not removed. */
export async function liveBankCount(db: Db, memberId: string): Promise<number> {
  return countLiveBanksOf(db, memberId);
}

/** The posted lines of the member's banks that are not removed, in the period (both days included), oldest first. */
export async function postedTransactionsOfLiveBanks(
  db: Db,
  memberId: string,
  period: { from: string; to: string },
): Promise<PostedBankTransaction[]> {
  return findPostedLinesOfLiveBanks(db, memberId, period);
}
