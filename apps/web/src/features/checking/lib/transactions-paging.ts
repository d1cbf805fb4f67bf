// Paging and filtering of the checking transactions list.
import type { BankingTransactionFilter } from '../api/get-banking-transactions';

export const transactionFilterLabels: Record<BankingTransactionFilter, string> = {
  ALL: 'All',
  DEPOSITS: 'Deposits',
  WITHDRAWALS: 'Withdrawals',
  PENDING: 'Pending',
};

/** At least one page, so an empty list reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What the member reads under the list; `page` is 0-based as the API counts. */
export function pageLabel(page: number, total: number, pageSize: number): string {
  return `Page ${page + 1} of ${pageCount(total, pageSize)}`;
}

export function hasNextPage(page: number, total: number, pageSize: number): boolean {
  return page + 1 < pageCount(total, pageSize);
}

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
