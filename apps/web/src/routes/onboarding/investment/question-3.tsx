import { createFileRoute } from '@tanstack/react-router';
import { describedPage } from '../../../lib/route-data';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/investment/question-3')({
  staticData: {
    meta: {
      title: 'Risk question 3',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Question 3 of 4 of your investing risk profile.'),
  component: () => <RiskQuestionStepPage step="question-3" />,
});
