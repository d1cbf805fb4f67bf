import { createFileRoute } from '@tanstack/react-router';
import { InstacashQualifiedStepPage } from '../-steps/instacash-step-pages';

export const Route = createFileRoute('/onboarding/instacash/qualified')({
  staticData: {
    meta: {
      title: 'You qualify',
      description: 'Your Cash Advance limit and how we worked it out.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <InstacashQualifiedStepPage trial={false} />,
});
