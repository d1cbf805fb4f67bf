import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { InstacashQualifiedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/qualified')({
  staticData: {
    meta: {
      title: 'You qualify',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Your Cash Advance limit and how we worked it out.'),
  component: () => <InstacashQualifiedStepPage trial={false} />,
});
