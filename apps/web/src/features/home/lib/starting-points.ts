// Where a member can start: each product the member does not have yet, with the way in. A member
// with nothing yet sees these instead of empty cards; a member with some products sees the rest.
import type { CashAdvanceAccountStatus } from '@fernleaf/contract/cash-advance-onboarding';

export type StartingPointId = 'cash-advance' | 'checking' | 'link-bank' | 'offers';

export interface StartingPoint {
  id: StartingPointId;
  title: string;
  text: string;
  action: {
    label: string;
    to: '/onboarding/instacash/redirection' | '/onboarding/roarmoney/intro' | '/accounts' | '/products-offers';
  };
}

export interface MemberProducts {
  /** False while unknown, so nothing is offered that the member may already have. */
  known: boolean;
  hasChecking: boolean;
  /** The cash-advance account's status; null without one. PENDING is a product started, not a start. */
  cashAdvanceStatus: CashAdvanceAccountStatus | null;
  /** Linked banks, removed ones left out. */
  bankCount: number;
  /** Investment accounts (self-directed or managed): money the member keeps here, so a product. */
  investmentAccountCount: number;
}

const points: Record<StartingPointId, StartingPoint> = {
  'cash-advance': {
    id: 'cash-advance',
    title: 'Get cash before payday',
    text: 'Take up to your limit and repay on payday. No interest, and the full cost is shown before you sign.',
    action: { label: 'Get started', to: '/onboarding/instacash/redirection' },
  },
  checking: {
    id: 'checking',
    title: 'Open a checking account',
    text: 'A checking account with a debit card and direct deposit, opened in a few minutes.',
    action: { label: 'Open checking', to: '/onboarding/roarmoney/intro' },
  },
  'link-bank': {
    id: 'link-bank',
    title: 'Link your bank',
    text: 'See the balance of the bank your pay goes into, and move money in and out.',
    action: { label: 'Link a bank', to: '/accounts' },
  },
  offers: {
    id: 'offers',
    title: 'Compare offers',
    text: 'Personal loans, credit cards and savings matched to you, without affecting your credit score.',
    action: { label: 'See offers', to: '/products-offers' },
  },
};

/** The starting points for what the member does not have, in the order a new member meets them. */
export function startingPointsFor(products: MemberProducts): StartingPoint[] {
  if (!products.known) return [];
  const missing: StartingPointId[] = [];
  if (products.cashAdvanceStatus === null) missing.push('cash-advance');
  if (!products.hasChecking) missing.push('checking');
  if (products.bankCount === 0) missing.push('link-bank');
  missing.push('offers');
  return missing.map((id) => points[id]);
}

/** A member with no product at all: the home leads with where to start. */
export function hasNothingYet(products: MemberProducts): boolean {
  return (
    products.known &&
    !products.hasChecking &&
    products.cashAdvanceStatus === null &&
    products.bankCount === 0 &&
    products.investmentAccountCount === 0
  );
}
