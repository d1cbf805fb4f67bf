// The checking account's transactions: the ledger postings on its account, newest first. Voided
// entries never happened as far as the member is concerned, so no filter shows them.
import type { BankingTransaction, bankingTransactionFilters } from '@fernleaf/contract/checking';
import type { Db } from '../../db/client.ts';
import { accountActivity, type EntryStatus } from '../../ledger/ledger-repo.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { requireCheckingAccount } from './account-info.ts';

type Filter = (typeof bankingTransactionFilters)[number];

const activityFor: Record<Filter, { statuses: EntryStatus[]; direction: 'ALL' | 'IN' | 'OUT' }> = {
  ALL: { statuses: ['pending', 'posted'], direction: 'ALL' },
  DEPOSITS: { statuses: ['pending', 'posted'], direction: 'IN' },
  WITHDRAWALS: { statuses: ['pending', 'posted'], direction: 'OUT' },
  PENDING: { statuses: ['pending'], direction: 'ALL' },
};

export async function listCheckingTransactions(
  db: Db,
  memberId: string,
  query: { page: number; pageSize: number; filter: Filter },
) {
  const account = await requireCheckingAccount(db, memberId);
  const { rows, total } = await accountActivity(db, account.ledgerAccountId, {
    ...activityFor[query.filter],
    limit: query.pageSize,
    offset: query.page * query.pageSize,
  });
  const transactions: BankingTransaction[] = rows.map((row) => ({
    id: row.id,
    description: row.description,
    kind: row.kind,
    amount: jsonCents(row.amountCents),
    status: row.status === 'pending' ? 'PENDING' : 'POSTED',
    createdOn: row.createdAt.toISOString(),
    postedOn: row.status === 'posted' ? (row.settledAt ?? row.createdAt).toISOString() : null,
  }));
  return { transactions, page: query.page, pageSize: query.pageSize, total };
}
