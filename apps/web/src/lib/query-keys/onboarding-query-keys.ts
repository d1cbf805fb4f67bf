// Query keys of the onboarding state. In lib/ because the products' own steps (the cash advance's
// subscription and underwriting) change where a member stands and invalidate it too.
import type { OnboardingFlow } from '@fernleaf/contract/onboarding-flows';

export const onboardingQueryKeys = {
  all: ['onboarding'] as const,
  state: (flow: OnboardingFlow | undefined, visiting: string | undefined) =>
    ['onboarding', 'state', flow ?? 'resume', visiting ?? ''] as const,
};
