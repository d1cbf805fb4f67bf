import { targetWeights } from '@fernleaf/contract/investing-targets';
import { describe, expect, it } from 'vitest';
import { accountValueCents, holdingRows } from './managed-holdings';

const vti = {
  symbol: 'VTI',
  name: 'Vanguard Total Stock Market ETF',
  quantityMicros: 1_234_567,
  marketValueCents: 30_012,
  unrealisedCents: -45,
};
const soxx = {
  symbol: 'SOXX',
  name: 'iShares Semiconductor ETF',
  quantityMicros: 500_000,
  marketValueCents: 11_000,
  unrealisedCents: 120,
};

describe('accountValueCents', () => {
  it('adds every kind of cash to the holdings at their last price', () => {
    const cash = { availableCents: 1_000, pendingInCents: 250, heldForOrdersCents: 75 };
    expect(accountValueCents(cash, [vti, soxx])).toBe(1_000 + 250 + 75 + 30_012 + 11_000);
  });

  it('is the cash alone before anything is bought', () => {
    expect(accountValueCents({ availableCents: 5_000, pendingInCents: 0, heldForOrdersCents: 0 }, [])).toBe(5_000);
  });
});

describe('holdingRows', () => {
  it('lists every fund of the model with its target, held or not, then other funds held', () => {
    const rows = holdingRows([soxx, vti], targetWeights('MODERATE', []));
    expect(rows.map((row) => row.symbol)).toEqual(['VTI', 'VXUS', 'BND', 'BNDX', 'VNQ', 'VTIP', 'SOXX']);
    expect(rows[0]).toMatchObject({ quantityMicros: 1_234_567, marketValueCents: 30_012, targetBasisPoints: 3500 });
    expect(rows[1]).toMatchObject({
      name: 'Vanguard Total International Stock ETF',
      quantityMicros: 0,
      targetBasisPoints: 2000,
    });
    expect(rows[6]).toMatchObject({ symbol: 'SOXX', targetBasisPoints: null });
  });

  it("lists the account's themes as targets after the model, held or not", () => {
    const rows = holdingRows([soxx, vti], targetWeights('MODERATE', ['XLV', 'SOXX']));
    expect(rows.map((row) => [row.symbol, row.targetBasisPoints])).toEqual([
      ['VTI', 2_333],
      ['VXUS', 1_333],
      ['BND', 2_500],
      ['BNDX', 1_000],
      ['VNQ', 334],
      ['VTIP', 500],
      ['XLV', 1_000],
      ['SOXX', 1_000],
    ]);
    expect(rows[6]).toMatchObject({ name: 'Health Care Select Sector SPDR Fund', quantityMicros: 0 });
  });

  it('shows only what is held when the model is not known', () => {
    expect(holdingRows([vti], null).map((row) => row.symbol)).toEqual(['VTI']);
  });

  it('leaves out a fund outside the model that is no longer held', () => {
    expect(holdingRows([{ ...soxx, quantityMicros: 0 }], null)).toEqual([]);
  });
});
