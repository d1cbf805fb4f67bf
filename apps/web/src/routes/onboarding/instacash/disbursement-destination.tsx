import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashDestinationStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/disbursement-destination')({
  staticData: {
    meta: {
      title: 'Your first advance',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Take your first cash advance, or not now.'),
  component: InstacashDestinationStepPage,
});
