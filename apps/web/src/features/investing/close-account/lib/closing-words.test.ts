import { describe, expect, it } from 'vitest';
import { accountOfKind, closingStandsAt, salesTiming } from './closing-words';

const account = (investmentKind: 'MANAGED' | 'SELF_DIRECTED', accountStatus: 'OPEN' | 'CLOSING' = 'OPEN') => ({
  accountInternalType: 'INVESTMENT' as const,
  accountStatus,
  accountNo: '••••1234',
  availableBalance: 0,
  accountCreatedOn: '2026-12-01T15:00:00Z',
  accountId: investmentKind,
  investmentKind,
});
const status = {
  accountId: 'a',
  kind: 'MANAGED' as const,
  closingRequestedAt: null,
  closedAt: null,
  cashCents: 0,
  returnedCents: null,
  cashArrivesOn: '2026-12-03',
};

describe('closing words', () => {
  it('finds the account of the kind, open or closing', () => {
    expect(accountOfKind([account('SELF_DIRECTED'), account('MANAGED', 'CLOSING')], 'MANAGED')?.accountId).toBe(
      'MANAGED',
    );
    expect(accountOfKind([account('SELF_DIRECTED')], 'MANAGED')).toBeNull();
  });

  it('says when the sales fill, in New York time while the market is shut', () => {
    expect(salesTiming({ marketOpen: true, salesFillAt: '2026-12-01T16:00:00Z' })).toMatch(/^now/);
    expect(salesTiming({ marketOpen: false, salesFillAt: '2026-12-02T14:30:00Z' })).toBe(
      'when the market opens, Dec 2, 2026, 9:30 AM ET, at the opening price',
    );
  });

  it('says where a closing stands', () => {
    expect(closingStandsAt({ ...status, accountStatus: 'CLOSING', salesWaiting: 2, salesUnsettled: 0 })).toBe(
      'Closing: 2 sales wait for the market to open.',
    );
    expect(closingStandsAt({ ...status, accountStatus: 'CLOSING', salesWaiting: 0, salesUnsettled: 3 })).toMatch(
      /settling/,
    );
    expect(closingStandsAt({ ...status, accountStatus: 'CLOSED', salesWaiting: 0, salesUnsettled: 0 })).toBe(
      'Your account is closed.',
    );
  });
});
