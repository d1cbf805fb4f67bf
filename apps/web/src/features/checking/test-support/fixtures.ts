// Answers of the checking calls shaped as the contract says, with overrides per test.
import type { AchTransfer, BankingTransaction, CheckingAccountInfo, DebitCard } from '@fernleaf/contract/checking';
import type { ProfileAddress } from '../lib/address-label';

export function accountInfo(overrides: Partial<CheckingAccountInfo> = {}): CheckingAccountInfo {
  return {
    accountId: 'checking-1',
    status: 'OPEN',
    availableBalance: 123456,
    currentBalance: 130000,
    pendingDeposits: 25000,
    achInformation: { accountNumber: '••••4321', accountNumberLast4: '4321', routingNumber: '021000021' },
    openedOn: '2026-11-02T15:00:00.000Z',
    ...overrides,
  };
}

export function debitCard(overrides: Partial<DebitCard> = {}): DebitCard {
  return {
    id: 'card-1',
    last4: '9876',
    expiry: '11/30',
    status: 'ACTIVE',
    locked: false,
    network: 'Visa',
    number: null,
    cvv: null,
    ...overrides,
  };
}

export function transaction(index: number, overrides: Partial<BankingTransaction> = {}): BankingTransaction {
  return {
    id: `transaction-${index}`,
    description: `Transaction ${index}`,
    kind: 'card_purchase',
    amount: -1000 * index,
    status: 'POSTED',
    createdOn: '2026-11-10T12:00:00.000Z',
    postedOn: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}

export function achTransfer(overrides: Partial<AchTransfer> = {}): AchTransfer {
  return {
    id: 'transfer-1',
    direction: 'IN',
    amount: 2550,
    status: 'PENDING',
    linkedAccount: { id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', bankName: 'Chase', mask: '1111' },
    createdOn: '2026-11-10T12:00:00.000Z',
    settlesOn: '2026-11-12',
    ...overrides,
  };
}

export function profileAddress(overrides: Partial<ProfileAddress> = {}): ProfileAddress {
  return {
    id: 'address-1',
    addressLine1: '12 Main St',
    addressLine2: null,
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
    status: 'ACTIVE',
    createdOn: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
