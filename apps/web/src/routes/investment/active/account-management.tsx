import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../../features/investing/api/list-investment-accounts';
import { AccountManagementPage } from '../../../features/investing/components/account-management-page';
import { memberData, pageHead } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/account-management')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Self-directed account management', description: "Your self-directed account's details and documents." },
    memberData((data) => data.prefetch(investmentAccountsQueryOptions())),
  ),
  component: function ActiveAccountManagementPage() {
    return <AccountManagementPage kind="SELF_DIRECTED" />;
  },
});
