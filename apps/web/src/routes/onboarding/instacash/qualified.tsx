import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { InstacashQualifiedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/qualified')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'You qualify', description: 'Your Cash Advance limit and how we worked it out.' }),
  component: () => <InstacashQualifiedStepPage trial={false} />,
});
