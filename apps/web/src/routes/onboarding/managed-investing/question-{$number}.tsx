import { createFileRoute } from '@tanstack/react-router';
import { RiskQuestionStepPage, riskQuestionLoader } from '../-steps/investment-step-pages';

export const Route = createFileRoute('/onboarding/managed-investing/question-{$number}')({
  staticData: {
    // The loader answers each question's own title and description.
    meta: { owner: 'onboarding', requiresSignIn: true },
  },
  loader: riskQuestionLoader,
  component: function RiskQuestionRoute() {
    return <RiskQuestionStepPage step={Route.useLoaderData().step} flow="managed-investing" />;
  },
});
