import { createFileRoute } from '@tanstack/react-router';
import { legalDocumentLinks } from '../../features/legal/legal-document-links';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { MemberProducts } from './-profile/member-products';

export const Route = createFileRoute('/profile/')({
  staticData: {
    meta: {
      title: 'Profile',
      description: 'Your profile, your products and your account settings.',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  component: () => <ProfilePage products={<MemberProducts />} legalDocuments={legalDocumentLinks} />,
});
