import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { linkedBanksQueryOptions } from '../features/bank-linking/api/linked-banks';
import { accountSummaryQueryOptions } from '../features/checking/api/get-account-summary';
import { bankingTransactionsQueryOptions } from '../features/checking/api/get-banking-transactions';
import { checkingAccountInfoQueryOptions } from '../features/checking/api/get-checking-account-info';
import { debitCardQueryOptions } from '../features/checking/api/get-debit-card';
import { directDepositQueryOptions } from '../features/checking/api/get-direct-deposit';
import { achTransfersQueryOptions } from '../features/checking/api/list-ach-transfers';
import { describedPage, memberData } from '../lib/route-data';
import { AccountsPage } from './-accounts/accounts-page';

// Below the balance with an account (the page renders it in a second pass): its chunk, with the bank
// linking flow it opens, loads then rather than holding back the page's own chunk and its data.
const LinkedBanksList = lazy(() =>
  import('../features/bank-linking/components/linked-banks-list').then((module) => ({
    default: module.LinkedBanksList,
  })),
);

export const Route = createFileRoute('/accounts')({
  staticData: {
    meta: {
      title: 'Accounts',
      owner: 'web-core',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Your checking account, debit card, linked banks and transfers.',
    memberData((data) => {
      data.prefetch(accountSummaryQueryOptions(), linkedBanksQueryOptions());
      // The card, transfers, transactions and direct deposit panels show only with an account.
      data.after(checkingAccountInfoQueryOptions(), (info) => {
        if (info) {
          data.prefetch(
            debitCardQueryOptions(),
            achTransfersQueryOptions(),
            bankingTransactionsQueryOptions(),
            directDepositQueryOptions(),
          );
        }
      });
    }),
  ),
  component: () => (
    <AccountsPage
      linkedBanks={
        <Suspense fallback={null}>
          <LinkedBanksList returnTo="/accounts" />
        </Suspense>
      }
    />
  ),
});
