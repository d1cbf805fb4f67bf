import type { PlusAccount } from '@fernleaf/contract/investing';
import { describe, expect, it } from 'vitest';
import { openAccountOf } from './plus-accounts';

const account = (overrides: Partial<PlusAccount>): PlusAccount => ({
  accountInternalType: 'INVESTMENT',
  accountStatus: 'OPEN',
  accountNo: '••••1234',
  availableBalance: 0,
  accountCreatedOn: '2026-11-28T10:00:00.000Z',
  accountId: 'account',
  investmentKind: 'MANAGED',
  ...overrides,
});

describe('openAccountOf', () => {
  it("finds the member's open account of the kind, passing over closed ones and credit reserves", () => {
    const accounts = [
      account({ accountId: 'reserve', accountInternalType: 'ESCROW', investmentKind: null }),
      account({ accountId: 'closed', investmentKind: 'SELF_DIRECTED', accountStatus: 'CLOSED' }),
      account({ accountId: 'managed' }),
      account({ accountId: 'self-directed', investmentKind: 'SELF_DIRECTED' }),
    ];
    expect(openAccountOf(accounts, 'SELF_DIRECTED')?.accountId).toBe('self-directed');
    expect(openAccountOf(accounts, 'MANAGED')?.accountId).toBe('managed');
    expect(openAccountOf(accounts.slice(0, 2), 'SELF_DIRECTED')).toBeNull();
  });
});
