import { createFileRoute } from '@tanstack/react-router';
import { EmploymentStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/employment')({
  staticData: {
    meta: {
      title: 'Employment',
      description: 'Tell us about your work.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: EmploymentStepPage,
});
