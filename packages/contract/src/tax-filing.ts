// Tax filing: the hand-off to the filing partner. Like a marketplace choice it is recorded once per
// member and answers the partner's page, a sandbox page outside production (decision 024).
import { defineCall } from './define-call.ts';
import { handOffMarketplaceOffer } from './marketplace.ts';

/** The fictional filing partner the tax-filing page hands members to. */
export const filingPartner = {
  /** The hand-off's product id; no marketplace product has it. */
  id: 'ledgerleaf-tax-filing',
  name: 'LedgerLeaf Tax',
  productName: 'Online tax filing',
} as const;

/**
 * Going on to the filing partner: recorded once per member (choosing again answers the same
 * hand-off) and answered with the partner's page, which leads back to the home page.
 */
export const handOffToFilingPartner = defineCall({
  method: 'POST',
  path: '/tax-filing/hand-off',
  summary: 'Records the hand-off to the tax-filing partner and answers its page',
  tag: 'tax-filing',
  access: 'member',
  idempotent: true,
  response: handOffMarketplaceOffer.response,
});
