import { createFileRoute } from '@tanstack/react-router';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/question-1')({
  staticData: {
    meta: {
      title: 'Risk question 1',
      description: 'Question 1 of 4 of your investing risk profile.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <RiskQuestionStepPage step="question-1" flow="managed-investing" />,
});
