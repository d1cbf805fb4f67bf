// `GET /investment/accounts`: the member's investment accounts with what each is worth, for the pages
// that list the member's money (investing, home, profile, accounts). The value is the account page's:
// every kind of cash plus the holdings at the last simulated price, from the same positions read.
import type { InvestmentAccountValue } from '@fernleaf/contract/investing';
import type { Db } from '../../../db/client.ts';
import type { MarketData } from '../../market/market-data.ts';
import { investmentAccountsOf } from '../service.ts';
import { positionsOf } from './positions.ts';

export async function investmentAccountValuesOf(
  db: Db,
  market: MarketData,
  memberId: string,
  now: Date,
): Promise<InvestmentAccountValue[]> {
  const accounts = await investmentAccountsOf(db, memberId);
  return Promise.all(
    accounts.map(async (account) => {
      if (account.investmentKind === null) throw new Error(`investment account ${account.accountId} has no kind`);
      const { cash, positions } = await positionsOf(db, market, memberId, account.accountId, now);
      const cashBalance = cash.availableCents + cash.heldForOrdersCents + cash.pendingInCents;
      const holdingsValue = positions.reduce((sum, position) => sum + position.marketValueCents, 0);
      return {
        ...account,
        accountInternalType: 'INVESTMENT' as const,
        investmentKind: account.investmentKind,
        cashBalance,
        holdingsValue,
        totalValue: cashBalance + holdingsValue,
      };
    }),
  );
}
