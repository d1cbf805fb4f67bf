import { createFileRoute } from '@tanstack/react-router';
import { RiskQuestionStepPage } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/question-2')({
  staticData: {
    meta: {
      title: 'Risk question 2',
      description: 'Question 2 of 4 of your investing risk profile.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: () => <RiskQuestionStepPage step="question-2" flow="managed-investing" />,
});
