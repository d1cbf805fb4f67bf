import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashSuccessStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/disbursement-success')({
  staticData: {
    meta: {
      title: "You're all set",
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Cash Advance is ready.'),
  component: InstacashSuccessStepPage,
});
