// The account's cash movements as the member reads them, from the ledger, each trade with its order's
// symbol, shares and price. A hold voided by its fill is left out: the fill stands for it.
import type { Db } from '../../../db/client.ts';
import { accountActivity } from '../../../ledger/ledger-repo.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { MarketData } from '../../market/market-data.ts';
import { investmentAccountOf } from '../accounts/open-account-of.ts';
import { ordersOfAccount } from './order-repo.ts';
import { tradeExplanations } from './trade-explanations.ts';

export const investmentTransactionsPageSize = 50;

const kindOf = {
  investment_deposit: 'DEPOSIT',
  investment_ach_deposit: 'BANK_DEPOSIT',
  investment_withdrawal: 'WITHDRAWAL',
  investment_buy: 'BUY',
  investment_sell: 'SELL',
  investment_order_hold: 'ORDER_HOLD',
  investment_dividend: 'DIVIDEND',
} as const;

export async function transactionsOf(
  db: Db,
  memberId: string,
  accountId: string,
  page: number,
  options: { market: MarketData; now: Date },
) {
  const account = await investmentAccountOf(db, memberId, accountId);
  const [activity, orders] = await Promise.all([
    accountActivity(db, account.ledgerAccountId, {
      limit: investmentTransactionsPageSize,
      offset: (page - 1) * investmentTransactionsPageSize,
      statuses: ['posted', 'pending'],
      direction: 'ALL',
      // A reopened account shares its kind's ledger cash account; its history starts at its opening.
      since: account.openedAt,
    }),
    ordersOfAccount(db, account.id),
  ]);
  const ordersById = new Map(orders.map((order) => [order.id, order]));
  const explanations = tradeExplanations(options.market, orders, options.now);
  return {
    transactions: activity.rows.map((row) => {
      const orderId = typeof row.metadata.orderId === 'string' ? row.metadata.orderId : null;
      const order = orderId ? ordersById.get(orderId) : undefined;
      const filled = order?.status === 'FILLED';
      return {
        transactionId: row.id,
        kind: kindOf[row.kind as keyof typeof kindOf] ?? ('OTHER' as const),
        description: row.description,
        amountCents: jsonCents(row.amountCents),
        status: row.status === 'pending' ? ('PENDING' as const) : ('POSTED' as const),
        createdAt: row.createdAt.toISOString(),
        settledAt: row.status === 'posted' ? (row.settledAt?.toISOString() ?? null) : null,
        orderId,
        // A dividend has no order: its entry names the asset that paid it.
        symbol: order?.symbol ?? (typeof row.metadata.symbol === 'string' ? row.metadata.symbol : null),
        quantityMicros: numberOrNull((filled ? order.filledMicros : order?.requestedMicros) ?? null),
        priceCents: numberOrNull((filled ? order.fillPriceCents : null) ?? null),
        // The hold of a waiting buy says why as well; only the sale's fill carries its lots and tax.
        reason: order?.reason ?? null,
        taxEstimate:
          row.kind === 'investment_sell' && orderId ? (explanations.get(orderId)?.taxEstimate ?? null) : null,
      };
    }),
    total: activity.total,
    pageSize: investmentTransactionsPageSize,
  };
}

function numberOrNull(value: bigint | null): number | null {
  return value === null ? null : Number(value);
}
