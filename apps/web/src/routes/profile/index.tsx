import { createFileRoute } from '@tanstack/react-router';
import { linkedBanksQueryOptions } from '../../features/bank-linking/api/linked-banks';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { investmentAccountsQueryOptions } from '../../features/investing/api/list-investment-accounts';
import { legalDocumentLinks } from '../../features/legal/legal-document-links';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { memberData, pageHead } from '../../lib/route-data';
import { MemberProducts } from './-profile/member-products';

export const Route = createFileRoute('/profile/')({
  staticData: {
    meta: {
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Profile', description: 'Your profile, your products and your account settings.' },
    memberData((data) =>
      data.prefetch(
        checkingAccountInfoQueryOptions(),
        cashAdvanceInfoQueryOptions(),
        linkedBanksQueryOptions(),
        investmentAccountsQueryOptions(),
      ),
    ),
  ),
  component: () => <ProfilePage products={<MemberProducts />} legalDocuments={legalDocumentLinks} />,
});
