import { createFileRoute } from '@tanstack/react-router';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/question-3')({
  staticData: {
    meta: {
      title: 'Risk question 3',
      description: 'Question 3 of 4 of your investing risk profile.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <RiskQuestionStepPage step="question-3" flow="managed-investing" />,
});
