import { isIdentityStep, isOnboardingProduct, type OnboardingProduct } from '@fernleaf/contract/onboarding-flows';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { IdentityStepPage } from '../-steps/identity-step-page';

/** Each product's copy of the identity steps: one page, with the product checked, not ten copies. */
export const Route = createFileRoute('/onboarding/$product/$step')({
  params: {
    parse: ({ product, step }) => {
      // The cash advance alone calls its first identity page personal details.
      const known = isIdentityStep(step) && (step !== 'personal-details' || product === 'instacash');
      if (!isOnboardingProduct(product) || !known) throw notFound();
      return { product: product as OnboardingProduct, step };
    },
  },
  staticData: {
    meta: {
      title: 'Set up your account',
      description: 'Confirm who you are to start using the product.',
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  component: function ProductIdentityStep() {
    const { product, step } = Route.useParams();
    return <IdentityStepPage flow={product} step={step} />;
  },
});
