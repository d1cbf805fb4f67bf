// Filtering of the checking transactions list (its paging is lib/use-paged-query.ts).
import type { BankingTransactionFilter } from '../api/get-banking-transactions';

export const transactionFilterLabels: Record<BankingTransactionFilter, string> = {
  ALL: 'All',
  DEPOSITS: 'Deposits',
  WITHDRAWALS: 'Withdrawals',
  PENDING: 'Pending',
};

/** What the empty list says, by filter: "no pending transactions" beats a bare "nothing here". */
export function emptyTransactionsText(filter: BankingTransactionFilter): string {
  switch (filter) {
    case 'ALL':
      return 'No transactions yet. Deposits and card purchases show up here.';
    case 'DEPOSITS':
      return 'No deposits yet.';
    case 'WITHDRAWALS':
      return 'No withdrawals yet.';
    case 'PENDING':
      return 'Nothing pending right now.';
  }
}
