// Which identity pages a product's flow has (`/onboarding/$product/$step`): read by the route and by
// the server's list of pages (src/route-param-values.ts).
import { identityStepIds } from '@fernleaf/contract/onboarding-flows';

/** Whether `step` is an identity page of `product`'s flow: the cash advance alone calls its first one personal details. */
export function isProductIdentityStep(product: string, step: string): boolean {
  return (
    (identityStepIds as readonly string[]).includes(step) && (step !== 'personal-details' || product === 'instacash')
  );
}
