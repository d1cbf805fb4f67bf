import { createFileRoute } from '@tanstack/react-router';
import { signedInBrowsersQueryOptions } from '../../features/profile/api/signed-in-browsers';
import { ProfileSecurityPage } from '../../features/profile/components/profile-security-page';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/profile/security')({
  staticData: {
    meta: {
      title: 'Sign-in and security',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Change your password or email, and see where your account is signed in.',
    memberData((data) => data.prefetch(signedInBrowsersQueryOptions())),
  ),
  component: ProfileSecurityPage,
});
