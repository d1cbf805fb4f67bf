// An investment account as `GET /investment/accounts` answers it, for the pages' tests.
import type { InvestmentAccountValue } from '@fernleaf/contract/investing';

export function anInvestmentAccount(overrides: Partial<InvestmentAccountValue> = {}): InvestmentAccountValue {
  const cashBalance = overrides.cashBalance ?? 0;
  const holdingsValue = overrides.holdingsValue ?? 0;
  return {
    accountInternalType: 'INVESTMENT',
    accountStatus: 'OPEN',
    accountNo: '••••2506',
    availableBalance: cashBalance,
    accountCreatedOn: '2026-11-27T10:00:00.000Z',
    accountId: 'managed-1',
    investmentKind: 'MANAGED',
    modelPortfolio: 'MODERATE',
    cashBalance,
    holdingsValue,
    totalValue: cashBalance + holdingsValue,
    ...overrides,
  };
}
