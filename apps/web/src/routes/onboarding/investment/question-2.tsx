import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/question-2')({
  staticData: {
    meta: {
      title: 'Risk question 2',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Question 2 of 4 of your investing risk profile.'),
  component: () => <RiskQuestionStepPage step="question-2" />,
});
