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
  return {
    hasManagedInvestmentAccount: accounts.some((account) => account.kind === 'MANAGED'),
    hasSelfDirectedInvestmentAccount: accounts.some((account) => account.kind === 'SELF_DIRECTED'),
  };
}
