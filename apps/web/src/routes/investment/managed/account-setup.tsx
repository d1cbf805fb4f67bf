import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { linkedBanksQueryOptions } from '../../../features/bank-linking/api/linked-banks';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import { AccountSetupPage } from '../../../features/investing/account-setup/components/account-setup-page';
import { bankSourcesOf } from '../../../features/investing/account-setup/lib/deposit-sources';
import { recurringDepositQueryOptions } from '../../../features/investing/api/get-recurring-deposit';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { managedAccountOf } from '../../../features/investing/lib/plus-accounts';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/account-setup')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Set up deposits', description: 'One-time and recurring deposits into your managed account.' },
    memberData((data) => {
      data.prefetch(checkingAccountInfoQueryOptions(), linkedBanksQueryOptions());
      data.after(investmentAccountsQueryOptions(), (accounts) => {
        const account = managedAccountOf(accounts);
        if (account) data.prefetch(recurringDepositQueryOptions(account.accountId));
      });
    }),
  ),
  component: AccountSetupRoute,
});

/** The route composes three features: checking and linked banks are where deposits come from. */
function AccountSetupRoute() {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const banks = useQuery(linkedBanksQueryOptions());
  return (
    <AccountSetupPage
      sources={{
        checking: checking.isPending ? 'loading' : checking.isError ? 'unknown' : checking.data !== null,
        // Without an answer about banks, checking is still offered.
        banks: banks.isPending ? 'loading' : bankSourcesOf(banks.data?.banks ?? []),
      }}
    />
  );
}
