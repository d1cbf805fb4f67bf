import { createFileRoute } from '@tanstack/react-router';
import { linkedBanksQueryOptions } from '../../features/bank-linking/api/linked-banks';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { legalDocumentLinks } from '../../features/legal/legal-document-links';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { describedPage, memberData } from '../../lib/route-data';
import { MemberProducts } from './-profile/member-products';

export const Route = createFileRoute('/profile/')({
  staticData: {
    meta: {
      title: 'Profile',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Your profile, your products and your account settings.',
    memberData((data) =>
      data.prefetch(checkingAccountInfoQueryOptions(), cashAdvanceInfoQueryOptions(), linkedBanksQueryOptions()),
    ),
  ),
  component: () => <ProfilePage products={<MemberProducts />} legalDocuments={legalDocumentLinks} />,
});
