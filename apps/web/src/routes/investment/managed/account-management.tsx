import { createFileRoute } from '@tanstack/react-router';
import { plusAccountsQueryOptions } from '../../../features/investing/managed/api/managed-queries';
import { ManagedAccountManagementPage } from '../../../features/investing/managed/components/managed-account-management-page';
import { describedPage, memberData } from '../../../lib/route-data';

export const Route = createFileRoute('/investment/managed/account-management')({
  staticData: {
    meta: {
      title: 'Managed account management',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    "Your managed account's details and documents.",
    memberData((data) => data.prefetch(plusAccountsQueryOptions())),
  ),
  component: ManagedAccountManagementPage,
});
