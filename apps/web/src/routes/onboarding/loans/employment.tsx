import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../lib/route-data';
import { EmploymentStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/employment')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({ title: 'Employment', description: 'Tell us about your work.' }),
  component: EmploymentStepPage,
});
