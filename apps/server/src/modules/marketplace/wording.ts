// The sentences the marketplace shows beside offers: what we are paid and for what, and how the offers
// are ordered. The brand comes from configuration, so these are built per request, not stored as text.
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { formatDollars } from '@fernleaf/contract/money';
import type { PartnerCompensation } from './partner-products.ts';

const paidWhen: Record<PartnerCompensation['basis'], string> = {
  PER_APPROVAL: 'if you are approved',
  PER_ACCOUNT_OPENED: 'if you open an account',
  PER_ENROLLMENT: 'if you enroll',
};

/** "Fernleaf is paid $150 by Northwind Lending if you are approved." */
export function compensationDisclosure(brandName: string, partnerName: string, compensation: PartnerCompensation) {
  return `${brandName} is paid ${formatDollars(compensation.amountCents)} by ${partnerName} ${paidWhen[compensation.basis]}.`;
}

function compensationNote(brandName: string): string {
  return `What partners pay ${brandName} does not affect the order.`;
}

export function rankingMethod(vertical: MarketplaceVertical, brandName: string): string {
  const order: Record<MarketplaceVertical, string> = {
    'personal-loan':
      'Offers are ordered by total cost, the interest over the whole term at the rate estimated for your credit score plus the origination fee, lowest first.',
    'credit-cards':
      'Cards made mainly for what you want come first, then cards that also suit it; within each, cards are ordered by the purchase APR estimated for your credit score, then by annual fee, lowest first.',
    'debt-relief': 'Programs are ordered by the most each could charge on the debt you entered, lowest first.',
  };
  return `${order[vertical]} ${compensationNote(brandName)}`;
}
