// How an order the transactions list cannot show reads: one waiting for the open holds no shares yet
// (a waiting sale moves no cash at all), and a refused one moved nothing, so both come from the orders call.
import { formatCents } from '@fernleaf/contract/money';
import { formatShares } from '../../managed/lib/managed-holdings';

export interface OrderInput {
  symbol: string;
  side: 'BUY' | 'SELL';
  sizing: 'AMOUNT' | 'QUANTITY' | 'ALL';
  requestedCents: number | null;
  requestedMicros: number | null;
  status: 'WAITING' | 'FILLED' | 'REJECTED' | 'CANCELLED';
}

/** The orders that are not (yet) trades: waiting ones, then refused ones, each in the call's order (newest first). */
export function ordersNotFilled<T extends OrderInput>(orders: readonly T[]): T[] {
  return [
    ...orders.filter((order) => order.status === 'WAITING'),
    ...orders.filter((order) => order.status === 'REJECTED' || order.status === 'CANCELLED'),
  ];
}

/** "Buy $25.00 of AAPL", "Sell 1.500 shares of NVDA", "Sell all of KO". */
export function orderTitle(order: OrderInput): string {
  const verb = order.side === 'BUY' ? 'Buy' : 'Sell';
  if (order.sizing === 'ALL') return `${verb} all of ${order.symbol}`;
  if (order.sizing === 'AMOUNT' && order.requestedCents !== null) {
    return `${verb} ${formatCents(order.requestedCents)} of ${order.symbol}`;
  }
  return `${verb} ${formatShares(order.requestedMicros ?? 0)} shares of ${order.symbol}`;
}
