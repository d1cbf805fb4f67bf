// The member's open investment account named by a call: another member's (or an unknown) id is 404,
// a closed one takes no new money or orders.
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { findInvestmentAccountOf, type InvestmentAccountRow } from './account-repo.ts';

export async function openInvestmentAccountOf(
  db: Db,
  memberId: string,
  accountId: string,
): Promise<InvestmentAccountRow> {
  const account = await findInvestmentAccountOf(db, memberId, accountId);
  if (!account) throw notFound('The investment account');
  if (account.status !== 'OPEN') {
    throw new AppError(
      409,
      errorCodes.INVESTMENT_ACCOUNT_CLOSED,
      'Account closed',
      account.status === 'CLOSING'
        ? 'This investment account is closing: it takes no new money or orders.'
        : 'This investment account is closed.',
    );
  }
  return account;
}

/** Any of the member's accounts, open or closed, for reads. */
export async function investmentAccountOf(db: Db, memberId: string, accountId: string): Promise<InvestmentAccountRow> {
  const account = await findInvestmentAccountOf(db, memberId, accountId);
  if (!account) throw notFound('The investment account');
  return account;
}
