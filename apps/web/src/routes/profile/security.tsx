import { createFileRoute } from '@tanstack/react-router';
import { signedInBrowsersQueryOptions } from '../../features/profile/api/signed-in-browsers';
import { ProfileSecurityPage } from '../../features/profile/components/profile-security-page';
import { memberData, pageHead } from '../../lib/route-data';

export const Route = createFileRoute('/profile/security')({
  staticData: {
    meta: {
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    {
      title: 'Sign-in and security',
      description: 'Change your password or email, and see where your account is signed in.',
    },
    memberData((data) => data.prefetch(signedInBrowsersQueryOptions())),
  ),
  component: ProfileSecurityPage,
});
