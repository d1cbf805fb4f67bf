// All SQL of the checking account's own tables: the account, its debit card, signed agreements and
// ACH transfers. Callers hold the transaction.
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholdersFor, preparedPerDatabase } from '../../db/prepared-statement.ts';
import { achTransfers, bankingEsigns, checkingAccounts, debitCards } from '../../db/schema/checking.ts';
import type { Tx } from '../../db/transaction.ts';

export type CheckingAccountRow = typeof checkingAccounts.$inferSelect;
export type DebitCardRow = typeof debitCards.$inferSelect;
export type AchTransferRow = typeof achTransfers.$inferSelect;

/** The member's account is read on every checking call: built once per database handle. */
const accountByMember = preparedPerDatabase((db) =>
  db
    .select()
    .from(checkingAccounts)
    .where(eq(checkingAccounts.memberId, sql.placeholder('memberId')))
    .prepare('checking_account_by_member'),
);

export async function findCheckingAccount(db: Db, memberId: string): Promise<CheckingAccountRow | undefined> {
  const [row] = await accountByMember(db).execute({ memberId });
  return row;
}

/** Inserts the member's account unless they already have one; answers the new row or nothing. */
export async function insertCheckingAccountIfAbsent(
  db: Db,
  account: typeof checkingAccounts.$inferInsert,
): Promise<CheckingAccountRow | undefined> {
  const [row] = await db
    .insert(checkingAccounts)
    .values(account)
    .onConflictDoNothing({ target: checkingAccounts.memberId })
    .returning();
  return row;
}

export async function encryptedAccountNumbersEndingIn(db: Db, last4: string): Promise<string[]> {
  const rows = await db
    .select({ encrypted: checkingAccounts.accountNumberEncrypted })
    .from(checkingAccounts)
    .where(eq(checkingAccounts.accountNumberLast4, last4));
  return rows.map((row) => row.encrypted);
}

export async function encryptedCardNumbersEndingIn(db: Db, last4: string): Promise<string[]> {
  const rows = await db
    .select({ encrypted: debitCards.numberEncrypted })
    .from(debitCards)
    .where(eq(debitCards.last4, last4));
  return rows.map((row) => row.encrypted);
}

export async function insertDebitCard(db: Db, card: typeof debitCards.$inferInsert): Promise<DebitCardRow> {
  const [row] = await db.insert(debitCards).values(card).returning();
  if (!row) throw new Error('debit card was not written');
  return row;
}

/** The member's current card: the newest one that is not closed. */
export async function findCurrentDebitCard(db: Db, memberId: string): Promise<DebitCardRow | undefined> {
  const [row] = await db
    .select()
    .from(debitCards)
    .where(and(eq(debitCards.memberId, memberId), ne(debitCards.status, 'CLOSED')))
    .orderBy(desc(debitCards.createdAt))
    .limit(1);
  return row;
}

export async function updateDebitCard(
  db: Db,
  cardId: string,
  change: Partial<
    Pick<DebitCardRow, 'status' | 'locked' | 'activatedAt' | 'activationFailures' | 'activationLockedUntil'>
  >,
): Promise<DebitCardRow> {
  const [row] = await db.update(debitCards).set(change).where(eq(debitCards.id, cardId)).returning();
  if (!row) throw new Error(`debit card ${cardId} does not exist`);
  return row;
}

/**
 * Counts an activation try before it is checked, in one statement, so parallel guesses cannot exceed
 * the limit; a pause that has ended starts the count afresh. Answers the count and any pause.
 */
export async function reserveActivationTry(
  db: Db,
  cardId: string,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${debitCards.activationLockedUntil} is not null and ${debitCards.activationLockedUntil} <= ${at}`;
  const [row] = await db
    .update(debitCards)
    .set({
      activationFailures: sql`case when ${ended} then 1 else ${debitCards.activationFailures} + 1 end`,
      activationLockedUntil: sql`case when ${ended} then null else ${debitCards.activationLockedUntil} end`,
    })
    .where(eq(debitCards.id, cardId))
    .returning({ failures: debitCards.activationFailures, lockedUntil: debitCards.activationLockedUntil });
  if (!row) throw new Error(`debit card ${cardId} does not exist`);
  return row;
}

export async function findEsigns(db: Db, memberId: string, documentIds: readonly string[]) {
  return db
    .select({ documentId: bankingEsigns.documentId, signedAt: bankingEsigns.signedAt })
    .from(bankingEsigns)
    .where(and(eq(bankingEsigns.memberId, memberId), inArray(bankingEsigns.documentId, [...documentIds])));
}

/** Records signatures; an agreement signed before keeps its first signing time. */
export async function insertEsigns(db: Db, memberId: string, documentIds: string[], signedAt: Date): Promise<void> {
  if (documentIds.length === 0) return;
  await db
    .insert(bankingEsigns)
    .values(documentIds.map((documentId) => ({ memberId, documentId, signedAt })))
    .onConflictDoNothing();
}

/** Every transfer writes one: built once per database, bound to each transaction. */
const insertTransfer = preparedPerDatabase((db) =>
  db
    .insert(achTransfers)
    .values(
      placeholdersFor<keyof AchTransferRow>(
        'id',
        'memberId',
        'linkedBankAccountId',
        'direction',
        'amountCents',
        'status',
        'ledgerEntryId',
        'settlesAt',
        'createdAt',
      ),
    )
    .prepare('checking_insert_ach_transfer'),
);

/** Every column is given, so the row written is the row passed: nothing to read back. */
export async function insertAchTransfer(db: Db, transfer: AchTransferRow): Promise<AchTransferRow> {
  await insertTransfer(db).execute(transfer);
  return transfer;
}

/** Newest first. */
export async function listAchTransfersOf(db: Db, memberId: string, limit: number): Promise<AchTransferRow[]> {
  return db
    .select()
    .from(achTransfers)
    .where(eq(achTransfers.memberId, memberId))
    .orderBy(desc(achTransfers.createdAt), desc(achTransfers.id))
    .limit(limit);
}

function dueTransfers(options: { now: Date; memberId?: string | undefined }) {
  return and(
    eq(achTransfers.status, 'PENDING'),
    lte(achTransfers.settlesAt, options.now),
    options.memberId === undefined ? undefined : eq(achTransfers.memberId, options.memberId),
  );
}

/** A cheap look, without locks, so reads that find nothing due pay for one indexed query only. */
export async function hasDueTransfers(db: Db, options: { now: Date; memberId?: string | undefined }): Promise<boolean> {
  const [row] = await db.select({ id: achTransfers.id }).from(achTransfers).where(dueTransfers(options)).limit(1);
  return row !== undefined;
}

/**
 * Claims the oldest due transfer for the rest of the transaction. SKIP LOCKED lets concurrent
 * settlers each take a different transfer instead of queueing behind one another.
 */
export async function lockNextDueTransfer(
  db: Tx,
  options: { now: Date; memberId?: string | undefined },
): Promise<AchTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(achTransfers)
    .where(dueTransfers(options))
    .orderBy(asc(achTransfers.settlesAt), asc(achTransfers.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function setTransferStatus(db: Db, transferId: string, status: AchTransferRow['status']): Promise<void> {
  await db.update(achTransfers).set({ status }).where(eq(achTransfers.id, transferId));
}
