// What other modules may ask about a member's investment accounts, without reaching into its tables.
import type { OnboardingFacts } from '@fernleaf/contract/onboarding-flows';
import type { Db } from '../../db/client.ts';
import { findInvestmentAccountsOf } from './account-repo.ts';

/**
 * Which kinds the member holds, read once: investing's onboarding flows take their opening step as
 * done from them (the managed account for investment and managed investing, the self-directed one for
 * active investing).
 */
export async function investmentAccountFactsOf(
  db: Db,
  userId: string,
): Promise<Pick<OnboardingFacts, 'hasManagedInvestmentAccount' | 'hasSelfDirectedInvestmentAccount'>> {
  const accounts = await findInvestmentAccountsOf(db, userId);
  // A closed account does not count: a member may open a new one of its kind (decision 044).
  const live = accounts.filter((account) => account.status !== 'CLOSED');
  return {
    hasManagedInvestmentAccount: live.some((account) => account.kind === 'MANAGED'),
    hasSelfDirectedInvestmentAccount: live.some((account) => account.kind === 'SELF_DIRECTED'),
  };
}
