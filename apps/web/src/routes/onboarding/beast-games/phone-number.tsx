import { createFileRoute } from '@tanstack/react-router';
import { CampaignPhonePage } from '../../../features/campaign/components/campaign-phone-page';
import { PhoneVerification } from '../../../features/phone-verification/components/phone-verification';
import { loadProfile } from '../../../lib/auth/auth-actions';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/beast-games/phone-number')({
  staticData: {
    meta: {
      title: 'Verify your phone number',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Verify the US mobile number you join the campaign with.'),
  component: function CampaignPhoneNumberRoute() {
    const phone = useAuthStore((state) => state.user?.phoneNumber?.number);
    return (
      <CampaignPhonePage
        verification={(onVerified) => (
          <PhoneVerification
            initialPhone={phone}
            onVerified={async () => {
              // The shell's profile shows the number as verified from here on, too.
              await loadProfile();
              onVerified();
            }}
          />
        )}
      />
    );
  },
});
