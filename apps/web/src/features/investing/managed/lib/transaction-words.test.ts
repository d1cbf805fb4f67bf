import { describe, expect, it } from 'vitest';
import { transactionDetail, transactionTitle } from './transaction-words';

const base = { description: '', amountCents: 0, symbol: null, quantityMicros: null };

describe('transactionTitle', () => {
  it('names transfers by where the money went', () => {
    expect(transactionTitle({ ...base, kind: 'DEPOSIT', description: 'Transfer to investment account' })).toBe(
      'Added from checking',
    );
    expect(transactionTitle({ ...base, kind: 'WITHDRAWAL' })).toBe('Withdrawn to checking');
    expect(transactionTitle({ ...base, kind: 'BANK_DEPOSIT', description: 'Deposit from Test Bank ••1234' })).toBe(
      'Deposit from Test Bank ••1234',
    );
  });

  it('names a trade by its fund and shares to three decimals', () => {
    expect(transactionTitle({ ...base, kind: 'BUY', symbol: 'VTI', quantityMicros: 1_234_567 })).toBe(
      'Bought 1.235 shares of VTI',
    );
    expect(transactionTitle({ ...base, kind: 'SELL', symbol: 'BND', quantityMicros: -2_000_000 })).toBe(
      'Sold 2.000 shares of BND',
    );
  });

  it('names a dividend by the fund that paid it, its description giving the amount a share', () => {
    const dividend = {
      ...base,
      kind: 'DIVIDEND' as const,
      description: 'Dividend from VTI: $1.6267 a share on 2 shares',
    };
    expect(transactionTitle({ ...dividend, symbol: 'VTI' })).toBe('Dividend from VTI');
    expect(transactionDetail({ ...dividend, symbol: 'VTI' })).toBe('Dividend from VTI: $1.6267 a share on 2 shares');
  });

  it('falls back to the description when the call names no fund', () => {
    expect(transactionTitle({ ...base, kind: 'OTHER', description: 'Dividend from VTI' })).toBe('Dividend from VTI');
    expect(transactionTitle({ ...base, kind: 'BUY', description: 'Buy' })).toBe('Buy');
  });
});

describe('transactionDetail', () => {
  it('keeps a trade reason the title does not say', () => {
    expect(
      transactionDetail({
        ...base,
        kind: 'SELL',
        symbol: 'VTI',
        quantityMicros: 1_000_000,
        description: 'Rebalance: stocks drifted above target',
      }),
    ).toBe('Rebalance: stocks drifted above target');
  });

  it('adds nothing to a transfer', () => {
    expect(transactionDetail({ ...base, kind: 'DEPOSIT', description: 'Transfer to investment account' })).toBeNull();
  });

  it('adds nothing when the description is the title', () => {
    expect(transactionDetail({ ...base, kind: 'OTHER', description: 'Dividend from VTI' })).toBeNull();
  });
});
