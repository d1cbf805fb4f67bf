import { createFileRoute } from '@tanstack/react-router';
import { InstacashActivationStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/disbursement-activation')({
  staticData: {
    meta: {
      title: 'Turn on Cash Advance',
      description: 'Read and accept the agreements that turn on Cash Advance.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: InstacashActivationStepPage,
});
