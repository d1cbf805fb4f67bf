import { createFileRoute } from '@tanstack/react-router';
import { PhoneVerification } from '../../features/phone-verification/components/phone-verification';
import { PersonalInfoPage, type PhoneVerificationSlot } from '../../features/profile/components/personal-info-page';
import { pageHead } from '../../lib/route-data';

const phoneVerification: PhoneVerificationSlot = (props) => <PhoneVerification {...props} />;

export const Route = createFileRoute('/profile/info')({
  staticData: {
    meta: {
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Personal information',
    description: 'Your name, email, phone, date of birth and text message settings.',
  }),
  component: () => <PersonalInfoPage phoneVerification={phoneVerification} />,
});
