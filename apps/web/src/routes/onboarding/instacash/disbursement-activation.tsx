import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashActivationStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/disbursement-activation')({
  staticData: {
    meta: {
      title: 'Turn on Cash Advance',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Read and accept the agreements that turn on Cash Advance.'),
  component: InstacashActivationStepPage,
});
