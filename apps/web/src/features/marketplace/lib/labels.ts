// Words for answers the contract keeps as codes and gives no label map for.
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import type { PayFrequency } from '@fernleaf/contract/pay-schedule';

export const payFrequencyLabels: Record<PayFrequency, string> = {
  WEEKLY: 'Every week',
  BIWEEKLY: 'Every two weeks',
  TWICE_A_MONTH: 'Twice a month',
  MONTHLY: 'Once a month',
};

export const verticalLabels: Record<MarketplaceVertical, string> = {
  'personal-loan': 'Personal loan',
  'credit-cards': 'Credit cards',
  'debt-relief': 'Debt relief',
};

export const approvalOddsLabels = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' } as const;
