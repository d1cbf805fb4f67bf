// The values each route parameter accepts, read by the route's own check and by the web build, which
// writes every accepted path into the server's list of pages (`route-paths.json`,
// packages/contract/src/web-route-paths.ts): `/legal/nope` or `/marketplace/personal-loan/nope` is
// then answered 404 by the server as the router shows its not-found page, not 200. Keyed by the
// route's full path up to and including the parameter's segment; a parameter that is not listed
// (`/download/$key`, any campaign key of the right form) stays a pattern that any segment matches.
// No React here: the build reads this module in Node.

import { flowSteps, isFlowStep } from '@fernleaf/contract/marketplace-flows';
import { marketplaceVerticals } from '@fernleaf/contract/marketplace-verticals';
import { identityStepIds, onboardingProducts, signUpVariants } from '@fernleaf/contract/onboarding-flows';
import { partners } from '@fernleaf/contract/partners';
import { riskQuestionNumbers } from './features/investing/lib/risk-question-numbers';
import { legalDocumentLinks } from './features/legal/legal-document-links';
import { isProductIdentityStep } from './features/onboarding/lib/product-identity-steps';
import { addFlows } from './features/pay-schedule/lib/add-flows';

type Params = Readonly<Record<string, string>>;

export const routeParamValues: Readonly<Record<string, (params: Params) => readonly string[]>> = {
  '/$addFlow': () => addFlows,
  '/auth/$brand': () => partners.map((partner) => partner.slug),
  '/legal/$document': () => legalDocumentLinks.map((link) => link.slug),
  '/marketplace/$vertical': () => marketplaceVerticals,
  '/marketplace/$vertical/$step': ({ vertical }) => {
    const steps = flowSteps[vertical as keyof typeof flowSteps] ?? [];
    return steps.filter((step) => isFlowStep(vertical as keyof typeof flowSteps, step));
  },
  '/onboarding/$product': () => onboardingProducts,
  '/onboarding/$product/$step': ({ product = '' }) =>
    identityStepIds.filter((step) => isProductIdentityStep(product, step)),
  '/onboarding/investment/question-{$number}': () => riskQuestionNumbers,
  '/onboarding/managed-investing/question-{$number}': () => riskQuestionNumbers,
  '/onboarding/signup/$': () => Object.keys(signUpVariants),
};

/**
 * Every path of the route `path` whose listed parameters take an accepted value: `/legal/$document`
 * gives `/legal/terms`, `/legal/privacy`, ...; a parameter not listed is kept as it is.
 */
export function acceptedPathsOf(path: string, values = routeParamValues): string[] {
  let found: { path: string; params: Params }[] = [{ path: '', params: {} }];
  let pattern = '';
  for (const segment of path.split('/').filter(Boolean)) {
    pattern += `/${segment}`;
    const listed = values[pattern];
    const parameter = /^(.*?)(?:\{\$([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)?)(.*)$/.exec(segment);
    if (!listed || !parameter) {
      found = found.map((each) => ({ ...each, path: `${each.path}/${segment}` }));
      continue;
    }
    const [, before = '', braced, plain, after = ''] = parameter;
    const name = braced ?? plain ?? '_splat';
    found = found.flatMap((each) =>
      listed(each.params).map((value) => ({
        path: `${each.path}/${before}${value}${after}`,
        params: { ...each.params, [name]: value },
      })),
    );
  }
  return found.map((each) => each.path || '/');
}
