import { createFileRoute } from '@tanstack/react-router';
import { ActiveAccountManagementPage } from '../../../features/investing/active/components/active-account-management-page';
import { plusAccountsQueryOptions } from '../../../features/investing/managed/api/managed-queries';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/active/account-management')({
  staticData: {
    meta: {
      title: 'Self-directed account management',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    "Your self-directed account's details and documents.",
    memberData((data) => data.prefetch(plusAccountsQueryOptions())),
  ),
  component: ActiveAccountManagementPage,
});
