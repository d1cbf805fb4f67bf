import { isIdentityStep, isOnboardingProduct } from '@fernleaf/contract/onboarding-flows';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { IdentityStepPage } from '../-steps/identity-step-page';

/** Each product's copy of the identity steps: one page, with the product checked, not ten copies. */
export const Route = createFileRoute('/onboarding/$product/$step')({
  staticData: {
    meta: {
      title: 'Set up your account',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  // Checked here rather than in `params.parse`, so that the onboarding flows load with the page
  // instead of sitting in every page's first download (decision 014).
  loader: ({ params: { product, step } }) => {
    // The cash advance alone calls its first identity page personal details.
    const known = isIdentityStep(step) && (step !== 'personal-details' || product === 'instacash');
    if (!isOnboardingProduct(product) || !known) throw notFound();
    return { product, step, pageMeta: { description: 'Confirm who you are to start using the product.' } };
  },
  component: function ProductIdentityStep() {
    const { product, step } = Route.useLoaderData();
    return <IdentityStepPage flow={product} step={step} />;
  },
});
