// The member's choice to reinvest dividends (decision 046). A self-directed account keeps them as cash
// until the member chooses otherwise; a managed account always reinvests, as its model is the adviser's.
import type { DividendChoice } from '@fernleaf/contract/investing-performance';
import type { Db } from '../../../db/client.ts';
import { validationFailed } from '../../../platform/errors.ts';
import type { InvestmentAccountRow } from '../accounts/account-repo.ts';
import { investmentAccountOf, openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import { dividendChoiceOf, saveDividendChoice as storeChoice } from './dividend-repo.ts';

export async function dividendChoiceView(db: Db, memberId: string, accountId: string): Promise<DividendChoice> {
  const account = await investmentAccountOf(db, memberId, accountId);
  return viewOf(account, await dividendChoiceOf(db, account.id));
}

export async function saveDividendChoice(
  db: Db,
  memberId: string,
  accountId: string,
  reinvest: boolean,
  now: Date,
): Promise<DividendChoice> {
  const account = await openInvestmentAccountOf(db, memberId, accountId);
  if (account.kind === 'MANAGED') {
    if (!reinvest) {
      throw validationFailed({
        reinvest: 'A managed account always reinvests its dividends in the fund that paid them.',
      });
    }
    return viewOf(account, true);
  }
  await storeChoice(db, account.id, reinvest, now);
  return viewOf(account, reinvest);
}

function viewOf(account: InvestmentAccountRow, stored: boolean | undefined): DividendChoice {
  const managed = account.kind === 'MANAGED';
  return {
    accountId: account.id,
    kind: account.kind,
    reinvest: managed ? true : (stored ?? false),
    memberMayChoose: !managed,
  };
}
