// SQL of the sandbox's banks on the linked account rows: holds, balances and the bank's own lines for
// our transfers. The sandbox bank's side lives in the same tables the aggregator fills, as if the
// aggregator refreshed the account the moment the bank changed it. Callers hold the transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholdersFor, preparedPerDatabase, preparedSql } from '../../db/prepared-statement.ts';
import { bankTransactions, linkedBankAccounts } from '../../db/schema/banking.ts';

/** Runs on every transfer in: built once per database, bound to each transaction. */
const hold = preparedPerDatabase((db) =>
  db
    .update(linkedBankAccounts)
    .set({
      availableBalanceCents: sql`${linkedBankAccounts.availableBalanceCents} - ${sql.placeholder('cents')}::bigint`,
      balanceAsOf: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(
      and(
        eq(linkedBankAccounts.id, sql.placeholder('accountId')),
        sql`${linkedBankAccounts.availableBalanceCents} >= ${sql.placeholder('cents')}::bigint`,
      ),
    )
    .returning({ id: linkedBankAccounts.id })
    .prepare('sandbox_bank_hold'),
);

/**
 * Holds money leaving the linked account in one statement, so two debits cannot both spend the same
 * balance. Answers false when too little is available.
 */
export async function holdLinkedAccountFunds(db: Db, accountId: string, cents: bigint, now: Date): Promise<boolean> {
  const rows = await hold(db).execute({ accountId, cents: cents.toString(), now: now.toISOString() });
  return rows.length > 0;
}

/**
 * A debit in one statement: the hold (as holdLinkedAccountFunds) and, only when it held, the bank's
 * pending line for it. Runs on every transfer in: built once per database, bound to each transaction.
 */
const holdAndList = preparedSql<{ id: string }>(
  'sandbox_bank_debit',
  sql`with held as (
        update linked_bank_accounts
        set available_balance_cents = available_balance_cents - ${sql.placeholder('heldCents')}::bigint,
            balance_as_of = ${sql.placeholder('now')}::timestamptz
        where id = ${sql.placeholder('accountId')}::uuid
          and available_balance_cents >= ${sql.placeholder('heldCents')}::bigint
        returning id
      )
      insert into bank_transactions
        (account_id, user_id, provider_transaction_id, posted_on, amount_cents, description, merchant_name, category, pending)
      select held.id, ${sql.placeholder('memberId')}::uuid, ${sql.placeholder('providerTransactionId')}::text,
             ${sql.placeholder('postedOn')}::date, ${sql.placeholder('amountCents')}::bigint,
             ${sql.placeholder('description')}::text, ${sql.placeholder('merchantName')}::text,
             ${sql.placeholder('category')}::text, true
      from held
      returning id`,
);

/** Holds the money a pending line takes out of the account and writes the line; false, writing nothing, when too little is available. */
export async function holdFundsAndInsertPendingLine(
  db: Db,
  line: Omit<LinkedBankTransaction, 'pending'>,
  now: Date,
): Promise<boolean> {
  if (line.amountCents >= 0n) throw new Error('a debit takes money out of the linked account');
  const { rows } = await holdAndList(db).execute({
    ...line,
    amountCents: line.amountCents.toString(),
    heldCents: (-line.amountCents).toString(),
    now: now.toISOString(),
  });
  return rows.length > 0;
}

export async function adjustLinkedAccountBalances(
  db: Db,
  accountId: string,
  change: { currentCents: bigint; availableCents: bigint },
  now: Date,
): Promise<void> {
  await db
    .update(linkedBankAccounts)
    .set({
      currentBalanceCents: sql`${linkedBankAccounts.currentBalanceCents} + ${change.currentCents.toString()}::bigint`,
      availableBalanceCents: sql`${linkedBankAccounts.availableBalanceCents} + ${change.availableCents.toString()}::bigint`,
      balanceAsOf: now,
    })
    .where(eq(linkedBankAccounts.id, accountId));
}

type LinkedBankTransaction = Required<Omit<typeof bankTransactions.$inferInsert, 'id'>>;

/** Runs on every transfer: built once per database, bound to each transaction. */
const insertTransaction = preparedPerDatabase((db) =>
  db
    .insert(bankTransactions)
    .values(
      placeholdersFor<keyof LinkedBankTransaction>(
        'accountId',
        'memberId',
        'providerTransactionId',
        'postedOn',
        'amountCents',
        'description',
        'merchantName',
        'category',
        'pending',
      ),
    )
    .prepare('sandbox_bank_insert_transaction'),
);

export async function insertLinkedBankTransaction(db: Db, transaction: LinkedBankTransaction): Promise<void> {
  await insertTransaction(db).execute(transaction);
}

export async function postLinkedBankTransaction(
  db: Db,
  accountId: string,
  providerTransactionId: string,
  postedOn: string,
): Promise<void> {
  await db
    .update(bankTransactions)
    .set({ pending: false, postedOn })
    .where(
      and(eq(bankTransactions.accountId, accountId), eq(bankTransactions.providerTransactionId, providerTransactionId)),
    );
}
