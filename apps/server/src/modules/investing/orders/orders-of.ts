// `GET /investment/accounts/{id}/orders`: the account's orders, newest first, each with why it was made
// and, for a filled sale, the lots it sold (trade-explanations.ts).
import type { InvestmentOrderView } from '@fernleaf/contract/investing-money';
import type { Db } from '../../../db/client.ts';
import type { MarketData } from '../../market/market-data.ts';
import { investmentAccountOf } from '../accounts/open-account-of.ts';
import { ordersOfAccount } from './order-repo.ts';
import { orderView } from './order-view.ts';
import { tradeExplanations } from './trade-explanations.ts';

export async function ordersOf(
  db: Db,
  market: MarketData,
  memberId: string,
  accountId: string,
  now: Date,
): Promise<{ orders: InvestmentOrderView[] }> {
  const account = await investmentAccountOf(db, memberId, accountId);
  const rows = await ordersOfAccount(db, account.id);
  const explanations = tradeExplanations(market, rows, now);
  return { orders: rows.map((row) => orderView(row, explanations.get(row.id))) };
}
