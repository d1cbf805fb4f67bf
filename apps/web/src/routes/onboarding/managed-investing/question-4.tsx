import { createFileRoute } from '@tanstack/react-router';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/question-4')({
  staticData: {
    meta: {
      title: 'Risk question 4',
      description: 'Question 4 of 4 of your investing risk profile.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <RiskQuestionStepPage step="question-4" flow="managed-investing" />,
});
