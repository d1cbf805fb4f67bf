// How one movement of the account's cash reads in the transactions list: what happened in words, and
// what the server's description adds (the reason of a trade the account made for the member).
import { formatShares } from './managed-holdings';

export interface TransactionInput {
  kind: 'DEPOSIT' | 'BANK_DEPOSIT' | 'WITHDRAWAL' | 'BUY' | 'SELL' | 'ORDER_HOLD' | 'DIVIDEND' | 'OTHER';
  description: string;
  amountCents: number;
  symbol: string | null;
  quantityMicros: number | null;
}

/**
 * Trades say what was bought or sold and how many shares; the server's description follows, as it
 * carries the reason of a trade the account made for the member. Transfers and others read as described.
 */
export function transactionTitle(transaction: TransactionInput): string {
  const shares =
    transaction.quantityMicros !== null && transaction.symbol !== null
      ? `${formatShares(Math.abs(transaction.quantityMicros))} shares of ${transaction.symbol}`
      : transaction.symbol;
  switch (transaction.kind) {
    case 'DEPOSIT':
      return 'Added from checking';
    case 'BANK_DEPOSIT':
      // The server names the bank and its last four: "Deposit from Chase ••1234".
      return transaction.description;
    case 'WITHDRAWAL':
      return 'Withdrawn to checking';
    case 'BUY':
      return shares ? `Bought ${shares}` : transaction.description;
    case 'SELL':
      return shares ? `Sold ${shares}` : transaction.description;
    case 'ORDER_HOLD':
      return shares ? `Held for an order: ${shares}` : 'Held for an order';
    case 'DIVIDEND':
      return transaction.symbol ? `Dividend from ${transaction.symbol}` : 'Dividend';
    default:
      return transaction.description;
  }
}

/** The description when it says more than the title (a trade's reason), else nothing. */
export function transactionDetail(transaction: TransactionInput): string | null {
  const title = transactionTitle(transaction);
  const description = transaction.description.trim();
  return description && description !== title && transaction.kind !== 'DEPOSIT' && transaction.kind !== 'WITHDRAWAL'
    ? description
    : null;
}
