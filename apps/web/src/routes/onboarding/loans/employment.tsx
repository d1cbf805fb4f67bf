import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { EmploymentStepPage } from '../-steps/loans-step-pages';

export const Route = createFileRoute('/onboarding/loans/employment')({
  staticData: {
    meta: {
      title: 'Employment',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Tell us about your work.'),
  component: EmploymentStepPage,
});
