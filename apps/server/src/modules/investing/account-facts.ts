// What other modules may ask about a member's investment accounts, without reaching into its tables.
import type { Db } from '../../db/client.ts';
import { findInvestmentAccountsOf } from './account-repo.ts';

/** Whether the member holds a managed account: investing's onboarding takes its opening step as done from it. */
export async function hasManagedInvestmentAccount(db: Db, userId: string): Promise<boolean> {
  const accounts = await findInvestmentAccountsOf(db, userId);
  return accounts.some((account) => account.kind === 'MANAGED' && account.status !== 'CLOSED');
}
