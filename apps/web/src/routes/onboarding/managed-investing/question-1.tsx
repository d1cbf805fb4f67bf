import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/question-1')({
  staticData: {
    meta: {
      title: 'Risk question 1',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Question 1 of 4 of your investing risk profile.'),
  component: () => <RiskQuestionStepPage step="question-1" flow="managed-investing" />,
});
