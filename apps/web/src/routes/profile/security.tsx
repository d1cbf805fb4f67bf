import { createFileRoute } from '@tanstack/react-router';
import { ProfileSecurityPage } from '../../features/profile/components/profile-security-page';

export const Route = createFileRoute('/profile/security')({
  staticData: {
    meta: {
      title: 'Sign-in and security',
      description: 'Change your password or email, and see where your account is signed in.',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  component: ProfileSecurityPage,
});
