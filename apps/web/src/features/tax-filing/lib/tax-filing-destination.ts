// Spec section 5: /tax-filing redirects to /products-offers while the tax feature flag is on.

import { flagKeys } from '@fernleaf/contract/flag-keys';
import type { FeatureFlags } from '@fernleaf/contract/flags';

/** Where /tax-filing sends the member instead of showing its page; null to show the page. */
export function taxFilingDestination(flags: FeatureFlags): '/products-offers' | null {
  // Only a real `true` redirects: a missing flag (not fetched yet, or a failed fetch) shows the page.
  return flags[flagKeys.taxFilingRedirect] === true ? '/products-offers' : null;
}
