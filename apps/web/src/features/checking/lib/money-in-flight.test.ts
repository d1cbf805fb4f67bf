import { describe, expect, it } from 'vitest';
import { accountInfo, achTransfer } from '../test-support/fixtures';
import { accountHasMoneyInFlight, hasPending, inFlightRefreshMs, refreshWhileInFlight } from './money-in-flight';

describe('money in flight', () => {
  it('refreshes only while something is on its way', () => {
    expect(refreshWhileInFlight(true)).toBe(inFlightRefreshMs);
    expect(refreshWhileInFlight(false)).toBe(false);
  });

  it('sees pending deposits and held outflows on the account', () => {
    const settled = accountInfo({ availableBalance: 1000, currentBalance: 1000, pendingDeposits: 0 });
    expect(accountHasMoneyInFlight(settled)).toBe(false);
    expect(accountHasMoneyInFlight({ ...settled, pendingDeposits: 2500 })).toBe(true);
    expect(accountHasMoneyInFlight({ ...settled, availableBalance: 400 })).toBe(true);
    expect(accountHasMoneyInFlight(null)).toBe(false);
  });

  it('sees a pending transfer in a list', () => {
    expect(hasPending([achTransfer({ status: 'POSTED' })])).toBe(false);
    expect(hasPending([achTransfer({ status: 'POSTED' }), achTransfer({ status: 'PENDING' })])).toBe(true);
    expect(hasPending(undefined)).toBe(false);
  });
});
