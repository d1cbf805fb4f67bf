import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/components/profile-page';

export const Route = createFileRoute('/profile/')({
  staticData: {
    meta: {
      title: 'Profile',
      description: 'Your profile and account settings.',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  component: ProfilePage,
});
