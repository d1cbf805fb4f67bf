import { createFileRoute } from '@tanstack/react-router';
import { PhoneVerification } from '../../features/phone-verification/components/phone-verification';
import { PersonalInfoPage, type PhoneVerificationSlot } from '../../features/profile/components/personal-info-page';
import { describedPage } from '../../lib/route-data';

const phoneVerification: PhoneVerificationSlot = (props) => <PhoneVerification {...props} />;

export const Route = createFileRoute('/profile/info')({
  staticData: {
    meta: {
      title: 'Personal information',
      owner: 'profile',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your name, email, phone, date of birth and text message settings.'),
  component: () => <PersonalInfoPage phoneVerification={phoneVerification} />,
});
