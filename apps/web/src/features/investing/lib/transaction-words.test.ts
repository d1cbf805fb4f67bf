import { describe, expect, it } from 'vitest';
import { saleExplanation, transactionDetail, transactionTitle } from './transaction-words';

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

  it('names a trade by its fund and every millionth of a share it moved', () => {
    expect(transactionTitle({ ...base, kind: 'BUY', symbol: 'VTI', quantityMicros: 1_234_567 })).toBe(
      'Bought 1.234567 shares of VTI',
    );
    expect(transactionTitle({ ...base, kind: 'SELL', symbol: 'BND', quantityMicros: -2_000_000 })).toBe(
      'Sold 2 shares of BND',
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
  it("gives the reason of a trade the account made, and nothing more for the member's own", () => {
    const sale = { ...base, kind: 'SELL' as const, symbol: 'VTI', quantityMicros: 1_000_000, description: 'Sold VTI' };
    expect(transactionDetail({ ...sale, reason: 'Rebalance: stocks drifted above target' })).toBe(
      'Rebalance: stocks drifted above target',
    );
    expect(transactionDetail({ ...sale, reason: null })).toBeNull();
  });

  it('adds nothing to a transfer', () => {
    expect(transactionDetail({ ...base, kind: 'DEPOSIT', description: 'Transfer to investment account' })).toBeNull();
  });

  it('adds nothing when the description is the title', () => {
    expect(transactionDetail({ ...base, kind: 'OTHER', description: 'Dividend from VTI' })).toBeNull();
  });
});

describe('saleExplanation', () => {
  it('lists each lot sold with its gain or loss and term, then the estimate by term and its note', () => {
    const lines = saleExplanation({
      lots: [
        {
          orderId: 'o1',
          acquiredOn: '2025-06-02',
          quantityMicros: 500_000,
          costCents: 10_000,
          proceedsCents: 11_250,
          gainCents: 1_250,
          term: 'LONG_TERM',
        },
        {
          orderId: 'o2',
          acquiredOn: '2026-11-27',
          quantityMicros: 250_000,
          costCents: 6_000,
          proceedsCents: 5_625,
          gainCents: -375,
          term: 'SHORT_TERM',
        },
      ],
      shortTermGainCents: -375,
      longTermGainCents: 1_250,
      note: 'An estimate, not tax advice.',
    });
    expect(lines).toEqual([
      '0.5 shares bought Jun 2, 2025: gain $12.50 (long term)',
      '0.25 shares bought Nov 27, 2026: loss $3.75 (short term)',
      'Estimated tax effect: short-term loss $3.75, long-term gain $12.50. An estimate, not tax advice.',
    ]);
  });
});
