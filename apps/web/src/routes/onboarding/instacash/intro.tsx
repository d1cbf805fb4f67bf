import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InstacashIntroStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/intro')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Cash Advance', description: 'What Cash Advance is and what it costs.' }),
  component: InstacashIntroStepPage,
});
