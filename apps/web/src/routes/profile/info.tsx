import { createFileRoute } from '@tanstack/react-router';
import { PersonalInfoPage } from '../../features/profile/components/personal-info-page';

export const Route = createFileRoute('/profile/info')({
  staticData: {
    meta: {
      title: 'Personal information',
      description: 'Your name, email, phone, date of birth and text message settings.',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  component: PersonalInfoPage,
});
