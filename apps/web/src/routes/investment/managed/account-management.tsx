import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { AccountManagementPage } from '../../../features/investing/components/account-management-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/account-management')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Managed account management', description: "Your managed account's details and documents." },
    memberData((data) => data.prefetch(investmentAccountsQueryOptions())),
  ),
  component: function ManagedAccountManagementPage() {
    return <AccountManagementPage kind="MANAGED" />;
  },
});
