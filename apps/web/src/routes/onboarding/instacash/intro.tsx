import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashIntroStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/intro')({
  staticData: {
    meta: {
      title: 'Cash Advance',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('What Cash Advance is and what it costs.'),
  component: InstacashIntroStepPage,
});
