// An order in words, for the asset's orders and the account's orders not (yet) filled: what it was, its
// status and its figures.
import type { InvestmentOrderView } from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { sharesInWords } from './share-quantity';

const statusWords: Record<InvestmentOrderView['status'], string> = {
  WAITING: 'Waiting for the open',
  FILLED: 'Filled',
  REJECTED: 'Not filled',
  CANCELLED: 'Cancelled',
};

/** "Buy $25.00 of AAPL", "Sell 1.5 shares of NVDA", "Sell all KO shares". */
export function orderTitle(
  order: Pick<InvestmentOrderView, 'side' | 'sizing' | 'symbol' | 'requestedCents' | 'requestedMicros'>,
): string {
  const verb = order.side === 'BUY' ? 'Buy' : 'Sell';
  switch (order.sizing) {
    case 'AMOUNT':
      return `${verb} ${formatCents(order.requestedCents ?? 0)} of ${order.symbol}`;
    case 'QUANTITY':
      return `${verb} ${sharesInWords(order.requestedMicros ?? 0)} of ${order.symbol}`;
    case 'ALL':
      return `${verb} all ${order.symbol} shares`;
  }
}

export function orderStatus(order: InvestmentOrderView): string {
  return statusWords[order.status];
}

/** The fill as figures, or why it did not fill. */
export function orderDetail(order: InvestmentOrderView): string {
  if (order.status === 'REJECTED') return order.rejectionReason ?? 'The market could not take it.';
  if (order.status === 'WAITING') return 'Fills at the next opening bell.';
  const shares = order.filledMicros === null ? '' : sharesInWords(order.filledMicros);
  const price = order.fillPriceCents === null ? '' : ` at ${formatCents(order.fillPriceCents)}`;
  const amount = order.amountCents === null ? '' : `: ${formatCents(order.amountCents)}`;
  const settled = order.settled ? 'settled' : 'settles';
  return `${shares}${price}${amount}${order.settlesOn ? `, ${settled} ${order.settlesOn}` : ''}.`;
}

/**
 * The orders the transactions list cannot show, from the orders call: waiting ones (no shares yet;
 * a waiting sale moves no cash at all), then refused or cancelled ones (they moved nothing), each in
 * the call's order (newest first).
 */
export function ordersNotFilled<T extends Pick<InvestmentOrderView, 'status'>>(orders: readonly T[]): T[] {
  return [
    ...orders.filter((order) => order.status === 'WAITING'),
    ...orders.filter((order) => order.status === 'REJECTED' || order.status === 'CANCELLED'),
  ];
}
