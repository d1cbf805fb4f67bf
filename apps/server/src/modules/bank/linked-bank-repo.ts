// All SQL of linked banks and their accounts. Callers hold any transaction; these functions never open one.
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-statement.ts';
import { bankLinkSessions, linkedBankAccounts, linkedBanks } from '../../db/schema/banking.ts';

export type LinkedBankRow = typeof linkedBanks.$inferSelect;
export type LinkedBankStatus = LinkedBankRow['status'];
export type LinkedAccountRow = typeof linkedBankAccounts.$inferSelect;

/**
 * Moves the member's links on as their provider reports: a PENDING link whose accounts are fetched
 * (completesAt passed) reads COMPLETE; a link the provider can no longer reach (accessLostAt passed)
 * reads UNLINKED until the member links it again.
 */
export async function completeDueBanks(db: Db, memberId: string | undefined, now: Date): Promise<void> {
  const ofMember = memberId === undefined ? undefined : eq(linkedBanks.memberId, memberId);
  await db
    .update(linkedBanks)
    .set({ status: 'COMPLETE' })
    .where(and(ofMember, eq(linkedBanks.status, 'PENDING'), lte(linkedBanks.completesAt, now)));
  await db
    .update(linkedBanks)
    .set({ status: 'UNLINKED' })
    .where(
      and(
        ofMember,
        eq(linkedBanks.status, 'COMPLETE'),
        isNotNull(linkedBanks.accessLostAt),
        lte(linkedBanks.accessLostAt, now),
      ),
    );
}

/**
 * The status a link has at `now`, as completeDueBanks would store it: reads answer it without
 * writing (decision 040), and the job queue stores it.
 */
function statusAt(now: Date | undefined): SQL<LinkedBankStatus> {
  if (!now) return sql<LinkedBankStatus>`${linkedBanks.status}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<LinkedBankStatus>`case
    when ${linkedBanks.status} = 'PENDING' and ${linkedBanks.completesAt} <= ${at}
      and not (${linkedBanks.accessLostAt} is not null and ${linkedBanks.accessLostAt} <= ${at}) then 'COMPLETE'
    when ${linkedBanks.status} = 'PENDING' and ${linkedBanks.completesAt} <= ${at} then 'UNLINKED'
    when ${linkedBanks.status} = 'COMPLETE' and ${linkedBanks.accessLostAt} is not null
      and ${linkedBanks.accessLostAt} <= ${at} then 'UNLINKED'
    else ${linkedBanks.status} end`;
}

const bankColumns = (now: Date | undefined) => ({
  id: linkedBanks.id,
  memberId: linkedBanks.memberId,
  source: linkedBanks.source,
  institutionId: linkedBanks.institutionId,
  institutionName: linkedBanks.institutionName,
  status: statusAt(now),
  completesAt: linkedBanks.completesAt,
  accessLostAt: linkedBanks.accessLostAt,
  createdAt: linkedBanks.createdAt,
  removedAt: linkedBanks.removedAt,
});

/** The member's own bank; another member's reads as missing. With `now`, its status at that time. */
export async function findBankOf(
  db: Db,
  memberId: string,
  bankId: string,
  now?: Date,
): Promise<LinkedBankRow | undefined> {
  const [row] = await db
    .select(bankColumns(now))
    .from(linkedBanks)
    .where(and(eq(linkedBanks.id, bankId), eq(linkedBanks.memberId, memberId)));
  return row;
}

/** Newest first. With `now`, statuses are those at that time. */
export async function findBanksOf(
  db: Db,
  memberId: string,
  statuses: LinkedBankStatus[],
  now?: Date,
): Promise<LinkedBankRow[]> {
  if (statuses.length === 0) return [];
  return db
    .select(bankColumns(now))
    .from(linkedBanks)
    .where(and(eq(linkedBanks.memberId, memberId), inArray(statusAt(now), statuses)))
    .orderBy(desc(linkedBanks.createdAt), desc(linkedBanks.id));
}

/**
 * A link the member still has to the same login at the institution, found through the session that
 * made it (the username lives on the session). Locked, as the caller is about to refresh it.
 */
export async function findLiveBankForLogin(
  db: Db,
  login: { memberId: string; institutionId: string; providerUsername: string },
): Promise<LinkedBankRow | undefined> {
  const [row] = await db
    .select({ bank: linkedBanks })
    .from(linkedBanks)
    .innerJoin(bankLinkSessions, eq(bankLinkSessions.bankId, linkedBanks.id))
    .where(
      and(
        eq(linkedBanks.memberId, login.memberId),
        eq(linkedBanks.institutionId, login.institutionId),
        ne(linkedBanks.status, 'REMOVED'),
        eq(bankLinkSessions.providerUsername, login.providerUsername),
      ),
    )
    .orderBy(desc(linkedBanks.createdAt))
    .limit(1)
    .for('update', { of: linkedBanks });
  return row?.bank;
}

export async function insertBank(
  db: Db,
  bank: Pick<
    LinkedBankRow,
    'memberId' | 'source' | 'institutionId' | 'institutionName' | 'completesAt' | 'accessLostAt' | 'createdAt'
  >,
): Promise<LinkedBankRow> {
  const [row] = await db
    .insert(linkedBanks)
    .values({ ...bank, status: 'PENDING' })
    .returning();
  if (!row) throw new Error('linked bank was not written');
  return row;
}

/** A re-link: the provider fetches the accounts again, so the bank is PENDING until it has. */
export async function restartBank(
  db: Db,
  bankId: string,
  change: Pick<LinkedBankRow, 'source' | 'institutionName' | 'completesAt' | 'accessLostAt'>,
): Promise<LinkedBankRow> {
  const [row] = await db
    .update(linkedBanks)
    .set({ ...change, status: 'PENDING' })
    .where(eq(linkedBanks.id, bankId))
    .returning();
  if (!row) throw new Error('linked bank was not updated');
  return row;
}

/** Answers false when the bank was already removed (or is not the member's). */
export async function markBankRemoved(db: Db, memberId: string, bankId: string, removedAt: Date): Promise<boolean> {
  const rows = await db
    .update(linkedBanks)
    .set({ status: 'REMOVED', removedAt })
    .where(and(eq(linkedBanks.id, bankId), eq(linkedBanks.memberId, memberId), ne(linkedBanks.status, 'REMOVED')))
    .returning({ id: linkedBanks.id });
  return rows.length > 0;
}

export async function findAccountsOfBanks(db: Db, bankIds: string[]): Promise<LinkedAccountRow[]> {
  if (bankIds.length === 0) return [];
  return db
    .select()
    .from(linkedBankAccounts)
    .where(inArray(linkedBankAccounts.bankId, bankIds))
    .orderBy(asc(linkedBankAccounts.type), asc(linkedBankAccounts.name), asc(linkedBankAccounts.id));
}

/** The member's own account; another member's reads as missing. */
export async function findAccountOf(
  db: Db,
  memberId: string,
  accountId: string,
): Promise<LinkedAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(linkedBankAccounts)
    .where(and(eq(linkedBankAccounts.id, accountId), eq(linkedBankAccounts.memberId, memberId)));
  return row;
}

export type AccountValues = Omit<LinkedAccountRow, 'id' | 'bankId' | 'memberId'>;

/**
 * Stores the accounts the provider reported: updates those the bank already has (same provider
 * account id), inserts the others. Answers each account's id by provider account id.
 */
export async function upsertAccounts(
  db: Db,
  bank: { id: string; memberId: string },
  accounts: AccountValues[],
): Promise<Map<string, string>> {
  const existing = await db
    .select({ id: linkedBankAccounts.id, providerAccountId: linkedBankAccounts.providerAccountId })
    .from(linkedBankAccounts)
    .where(eq(linkedBankAccounts.bankId, bank.id));
  const ids = new Map(existing.map((row) => [row.providerAccountId, row.id]));
  const fresh = accounts.filter((account) => !ids.has(account.providerAccountId));
  for (const account of accounts) {
    const id = ids.get(account.providerAccountId);
    if (id) await db.update(linkedBankAccounts).set(account).where(eq(linkedBankAccounts.id, id));
  }
  if (fresh.length > 0) {
    const inserted = await db
      .insert(linkedBankAccounts)
      .values(fresh.map((account) => ({ ...account, bankId: bank.id, memberId: bank.memberId })))
      .returning({ id: linkedBankAccounts.id, providerAccountId: linkedBankAccounts.providerAccountId });
    for (const row of inserted) ids.set(row.providerAccountId, row.id);
  }
  return ids;
}

/** The checking account of the member's newest bank that is not removed. */
export async function findLiveCheckingAccountOf(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: linkedBankAccounts.id })
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(
      and(
        eq(linkedBankAccounts.memberId, memberId),
        eq(linkedBankAccounts.type, 'CHECKING'),
        ne(linkedBanks.status, 'REMOVED'),
      ),
    )
    .orderBy(desc(linkedBanks.createdAt), asc(linkedBankAccounts.id))
    .limit(1);
  return row?.id;
}

/** A linked account with what other modules read of its bank: its status, times and name. */
const accountWithBankView = {
  id: linkedBankAccounts.id,
  memberId: linkedBankAccounts.memberId,
  name: linkedBankAccounts.name,
  mask: linkedBankAccounts.mask,
  availableBalanceCents: linkedBankAccounts.availableBalanceCents,
  bankStatus: linkedBanks.status,
  bankCompletesAt: linkedBanks.completesAt,
  bankAccessLostAt: linkedBanks.accessLostAt,
  institutionName: linkedBanks.institutionName,
};

export type AccountWithBankRow = {
  id: string;
  memberId: string;
  name: string;
  mask: string;
  availableBalanceCents: bigint;
  bankStatus: LinkedBankStatus;
  bankCompletesAt: Date;
  bankAccessLostAt: Date | null;
  institutionName: string;
};

/** Read before every transfer with a linked bank: built once per database, bound to each transaction. */
const accountWithBank = preparedPerDatabase((db) =>
  db
    .select(accountWithBankView)
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(eq(linkedBankAccounts.id, sql.placeholder('accountId')))
    .prepare('linked_account_with_bank'),
);

/** Any member's account by id: the caller checks whose it is. */
export async function findAccountWithBank(db: Db, accountId: string): Promise<AccountWithBankRow | undefined> {
  const [row] = await accountWithBank(db).execute({ accountId });
  return row;
}

/** Every account of the member's banks that are not removed, newest bank first. */
export async function findLiveAccountsWithBankOf(db: Db, memberId: string): Promise<AccountWithBankRow[]> {
  return db
    .select(accountWithBankView)
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(and(eq(linkedBankAccounts.memberId, memberId), ne(linkedBanks.status, 'REMOVED')))
    .orderBy(desc(linkedBanks.createdAt), linkedBankAccounts.name);
}

export interface CheckingAccountWithBankRow {
  linkedAccountId: string;
  bankId: string;
  bankName: string;
  accountName: string;
  mask: string;
  bankStatus: LinkedBankStatus;
  bankCompletesAt: Date;
  bankAccessLostAt: Date | null;
  currentBalanceCents: bigint;
  availableBalanceCents: bigint;
  balanceAsOf: Date;
}

/** The checking accounts of the member's banks that are not removed, newest bank first. */
export async function findLiveCheckingAccountsWithBankOf(
  db: Db,
  memberId: string,
): Promise<CheckingAccountWithBankRow[]> {
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
        eq(linkedBankAccounts.memberId, memberId),
        eq(linkedBankAccounts.type, 'CHECKING'),
        ne(linkedBanks.status, 'REMOVED'),
      ),
    )
    .orderBy(desc(linkedBanks.createdAt), asc(linkedBankAccounts.id));
}

/** The bank's name and the account's mask for each of these accounts, whatever their bank's status. */
export async function findAccountLabels(
  db: Db,
  accountIds: string[],
): Promise<{ accountId: string; bankName: string; mask: string }[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: linkedBankAccounts.id, bankName: linkedBanks.institutionName, mask: linkedBankAccounts.mask })
    .from(linkedBankAccounts)
    .innerJoin(linkedBanks, eq(linkedBanks.id, linkedBankAccounts.bankId))
    .where(inArray(linkedBankAccounts.id, accountIds));
}

export async function countLiveBanksOf(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ banks: count() })
    .from(linkedBanks)
    .where(and(eq(linkedBanks.memberId, memberId), ne(linkedBanks.status, 'REMOVED')));
  return row?.banks ?? 0;
}
