import { isIdentityStep, isOnboardingProduct } from '@fernleaf/contract/onboarding-flows';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isProductIdentityStep } from '../../../features/onboarding/lib/product-identity-steps';
import { IdentityStepPage } from '../-steps/identity-step-page';

/** Each product's copy of the identity steps: one page, with the product checked, not ten copies. */
export const Route = createFileRoute('/onboarding/$product/$step')({
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  // Checked here rather than in `params.parse`, so that the onboarding flows load with the page
  // instead of sitting in every page's first download (decision 014).
  loader: ({ params: { product, step } }) => {
    // The same check the server's list of pages is built from (src/route-param-values.ts).
    if (!isOnboardingProduct(product) || !isIdentityStep(step) || !isProductIdentityStep(product, step)) {
      throw notFound();
    }
    return {
      product,
      step,
      pageMeta: { title: 'Set up your account', description: 'Confirm who you are to start using the product.' },
    };
  },
  component: function ProductIdentityStep() {
    const { product, step } = Route.useLoaderData();
    return <IdentityStepPage flow={product} step={step} />;
  },
});
