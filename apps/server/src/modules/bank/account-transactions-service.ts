// The transactions a provider reported for one of the member's linked accounts, a page at a time.
import type { BankTransaction } from '@fernleaf/contract/bank';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { accountNotFound } from './bank-errors.ts';
import { findTransactionsPage } from './bank-transaction-repo.ts';
import { findAccountOf } from './linked-bank-repo.ts';

export async function linkedAccountTransactions(
  db: Db,
  memberId: string,
  accountId: string,
  paging: { page: number; pageSize: number },
): Promise<{ transactions: BankTransaction[]; page: number; pageSize: number; total: number }> {
  const account = await findAccountOf(db, memberId, accountId);
  if (!account) throw accountNotFound();
  const { rows, total } = await findTransactionsPage(db, account.id, {
    offset: paging.page * paging.pageSize,
    limit: paging.pageSize,
  });
  return {
    transactions: rows.map((row) => ({
      id: row.id,
      postedOn: row.postedOn,
      amount: jsonCents(row.amountCents),
      description: row.description,
      merchantName: row.merchantName,
      category: row.category,
      pending: row.pending,
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total,
  };
}
