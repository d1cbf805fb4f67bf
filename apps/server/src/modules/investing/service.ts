// What the rest of the server may ask of investing (decision 048): the member's investment accounts
// with the cash each holds, and which kinds they hold. Other modules import this file only; the
// sub-areas (accounts, orders, managed, lifecycle, dividends-and-performance) are investing's own.
import { maskedNumber } from '@fernleaf/contract/account-mask';
import type { PlusAccount } from '@fernleaf/contract/investing';
import type { OnboardingFacts } from '@fernleaf/contract/onboarding-flows';
import type { Db } from '../../db/client.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { findInvestmentAccountsOf } from './accounts/account-repo.ts';
import { modelPortfolioOf } from './accounts/account-view.ts';
import { noPlusAccounts } from './accounts/errors.ts';

/**
 * `GET /plus/account`: the member's investment accounts with the cash each holds in the ledger, 404
 * when none. The credit reserve (ESCROW) belongs to the credit builder and joins this list when it
 * opens one.
 */
export async function plusAccountsOf(db: Db, memberId: string): Promise<PlusAccount[]> {
  const accounts = await investmentAccountsOf(db, memberId);
  if (accounts.length === 0) throw noPlusAccounts();
  return accounts;
}

/**
 * The member's investment accounts not closed (open, or closing while its sales settle), none being an
 * empty list (other modules' summaries). A closed account is left out, so "the first account of type
 * INVESTMENT" (spec section 9) is never one the member closed (decision 044).
 */
export async function investmentAccountsOf(db: Db, memberId: string): Promise<PlusAccount[]> {
  const rows = (await findInvestmentAccountsOf(db, memberId)).filter((row) => row.status !== 'CLOSED');
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

/**
 * Which kinds the member holds, read once: investing's onboarding flows take their opening step as
 * done from them (the managed account for investment and managed investing, the self-directed one for
 * active investing).
 */
export async function investmentAccountFactsOf(
  db: Db,
  memberId: string,
): Promise<Pick<OnboardingFacts, 'hasManagedInvestmentAccount' | 'hasSelfDirectedInvestmentAccount'>> {
  const accounts = await findInvestmentAccountsOf(db, memberId);
  // A closed account does not count: a member may open a new one of its kind (decision 044).
  const live = accounts.filter((account) => account.status !== 'CLOSED');
  return {
    hasManagedInvestmentAccount: live.some((account) => account.kind === 'MANAGED'),
    hasSelfDirectedInvestmentAccount: live.some((account) => account.kind === 'SELF_DIRECTED'),
  };
}
