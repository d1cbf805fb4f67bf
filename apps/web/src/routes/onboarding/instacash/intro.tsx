import { createFileRoute } from '@tanstack/react-router';
import { InstacashIntroStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/intro')({
  staticData: {
    meta: {
      title: 'Cash Advance',
      description: 'What Cash Advance is and what it costs.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashIntroStepPage,
});
