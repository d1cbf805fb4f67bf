import { createFileRoute } from '@tanstack/react-router';
import { LinkedBanksList } from '../features/bank-linking/components/linked-banks-list';
import { AccountsPage } from './-accounts/accounts-page';

export const Route = createFileRoute('/accounts')({
  staticData: {
    meta: {
      title: 'Accounts',
      description: 'Your checking account, debit card, linked banks and transfers.',
      owner: 'web-core',
      requiresSignIn: true,
    },
  },
  component: () => <AccountsPage linkedBanks={<LinkedBanksList returnTo="/accounts" />} />,
});
