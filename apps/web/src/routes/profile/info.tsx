import { createFileRoute } from '@tanstack/react-router';
import { PhoneVerification } from '../../features/phone-verification/components/phone-verification';
import { PersonalInfoPage, type PhoneVerificationSlot } from '../../features/profile/components/personal-info-page';

const phoneVerification: PhoneVerificationSlot = (props) => <PhoneVerification {...props} />;

export const Route = createFileRoute('/profile/info')({
  staticData: {
    meta: {
      title: 'Personal information',
      description: 'Your name, email, phone, date of birth and text message settings.',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  component: () => <PersonalInfoPage phoneVerification={phoneVerification} />,
});
