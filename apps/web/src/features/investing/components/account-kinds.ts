// What the managed and the self-directed pages say of their account, in one place: the pages of both
// kinds are the same components, told which kind they are about.
import type { InvestmentKind, PlusAccount } from '@fernleaf/contract/investing';
import { investmentKindNames, investmentKindPages } from '../lib/account-values';
import { managedAccountOf, selfDirectedAccountOf } from '../lib/plus-accounts';

export interface AccountKindWords {
  /** The page of the account, and its name as the way back to it. */
  page: (typeof investmentKindPages)[InvestmentKind];
  pageName: string;
  /** "managed account", as in "Loading your managed account…". */
  accountName: string;
  /** Test id of the disclosure under each page's heading. */
  disclosureTestId: string;
  /** Its transactions page's pager. */
  transactionsPagerTestId: string;
  accountOf(accounts: readonly PlusAccount[]): PlusAccount | null;
}

export const accountKinds: Record<InvestmentKind, AccountKindWords> = {
  MANAGED: {
    page: investmentKindPages.MANAGED,
    pageName: investmentKindNames.MANAGED,
    accountName: 'managed account',
    disclosureTestId: 'managed-disclosure',
    transactionsPagerTestId: 'managed-transactions-page',
    accountOf: managedAccountOf,
  },
  SELF_DIRECTED: {
    page: investmentKindPages.SELF_DIRECTED,
    pageName: investmentKindNames.SELF_DIRECTED,
    accountName: 'self-directed account',
    disclosureTestId: 'active-disclosure',
    transactionsPagerTestId: 'active-transactions-page',
    accountOf: selfDirectedAccountOf,
  },
};
