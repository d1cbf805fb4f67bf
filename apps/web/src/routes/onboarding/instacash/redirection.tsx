import { createFileRoute } from '@tanstack/react-router';
import { RedirectionStep } from '../../../features/cash-advance/components/onboarding/redirection-step';
import { onboardingStateQueryOptions } from '../../../features/onboarding/api/onboarding-state';
import { describedPage } from '../../../lib/route-data';

export const Route = createFileRoute('/onboarding/instacash/redirection')({
  staticData: {
    meta: {
      title: 'Cash Advance',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Taking you to the next step of Cash Advance.'),
  // The route composes: the cash advance's redirection reads the onboarding feature's state query.
  component: function InstacashRedirectionRoute() {
    return <RedirectionStep onboardingState={onboardingStateQueryOptions('instacash')} />;
  },
});
