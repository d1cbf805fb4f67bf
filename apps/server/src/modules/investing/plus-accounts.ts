import { maskedNumber } from '@fernleaf/contract/account-mask';
// `GET /plus/account`: the member's investment accounts with the cash each holds in the ledger.
// The credit reserve (ESCROW) belongs to the credit builder and joins this list when it opens one.
import type { PlusAccount } from '@fernleaf/contract/investing';
import type { Db } from '../../db/client.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { findInvestmentAccountsOf } from './account-repo.ts';
import { modelPortfolioOf } from './account-view.ts';
import { noPlusAccounts } from './errors.ts';

export async function plusAccountsOf(db: Db, userId: string): Promise<PlusAccount[]> {
  const accounts = await investmentAccountsOf(db, userId);
  if (accounts.length === 0) throw noPlusAccounts();
  return accounts;
}

/**
 * The member's investment accounts not closed (open, or closing while its sales settle), none being an
 * empty list (other modules' summaries). A closed account is left out, so "the first account of type
 * INVESTMENT" (spec section 9) is never one the member closed (decision 044).
 */
export async function investmentAccountsOf(db: Db, userId: string): Promise<PlusAccount[]> {
  const rows = (await findInvestmentAccountsOf(db, userId)).filter((row) => row.status !== 'CLOSED');
  return Promise.all(
    rows.map(async (row) => ({
      accountInternalType: 'INVESTMENT' as const,
      accountStatus: row.status === 'OPEN' ? ('OPEN' as const) : ('CLOSING' as const),
      accountNo: maskedNumber(row.accountNumberLast4),
      // What may be invested or withdrawn now: settled cash less what is on its way out.
      availableBalance: jsonCents((await balanceOf(db, row.ledgerAccountId)).availableCents),
      accountCreatedOn: row.openedAt.toISOString(),
      accountId: row.id,
      investmentKind: row.kind,
      modelPortfolio: modelPortfolioOf(row),
    })),
  );
}
