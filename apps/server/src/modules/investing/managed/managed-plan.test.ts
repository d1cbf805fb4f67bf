// The managed account's plan, without a database: a first deposit lands on the model's weights to the
// cent, later cash fills what is short, small cash waits, and drift past the threshold sells what is
// over and buys what is under, each order saying why.
import { modelPortfolios } from '@fernleaf/contract/investing-portfolios';
import { describe, expect, it } from 'vitest';
import { type AccountState, allocateBuys, needsRebalance, planInvestment, planRebalance } from './managed-plan.ts';

const moderate = modelPortfolios.MODERATE;
const price = 10_000n; // $100.00 a share, so $1.00 is 10,000 millionths

function state(values: Partial<Record<keyof typeof moderate, bigint>>, availableCents: bigint): AccountState {
  return {
    modelName: 'Moderate',
    funds: (Object.keys(moderate) as (keyof typeof moderate)[]).map((symbol) => ({
      symbol,
      targetBps: moderate[symbol],
      priceCents: price,
      heldMicros: ((values[symbol] ?? 0n) * 1_000_000n) / price,
      valueCents: values[symbol] ?? 0n,
    })),
    availableCents,
    pendingInCents: 0n,
  };
}

describe('investing cash', () => {
  it('puts a first deposit on the target weights to the cent and says why', () => {
    const plan = planInvestment(state({}, 25_000n));
    expect(Object.fromEntries(plan.map((order) => [order.symbol, order.amountCents]))).toEqual({
      VTI: 8_750n,
      VXUS: 5_000n,
      BND: 6_250n,
      BNDX: 2_500n,
      VNQ: 1_250n,
      VTIP: 1_250n,
    });
    expect(plan[0]?.reason).toBe(
      'Invested $250.00 of your cash in your Moderate model: $87.50 in VTI, target 35% of your account.',
    );
  });

  it('spends every cent of an uneven amount, no part under the order minimum', () => {
    for (const cash of [1_000n, 1_001n, 3_333n, 99_999n]) {
      const parts = allocateBuys(state({}, cash));
      expect([...parts.values()].reduce((sum, cents) => sum + cents, 0n)).toBe(cash);
      for (const cents of parts.values()) expect(cents === 0n || cents >= 100n).toBe(true);
    }
  });

  it('fills what is short first', () => {
    // VTI is at its target; the rest of the model is short: new cash skips VTI.
    const plan = planInvestment(state({ VTI: 35_000n, VXUS: 10_000n, BND: 25_000n, BNDX: 10_000n }, 20_000n));
    expect(plan.map((order) => order.symbol)).not.toContain('VTI');
    expect(plan.reduce((sum, order) => sum + (order.amountCents ?? 0n), 0n)).toBe(20_000n);
  });

  it('leaves cash under the $10.00 minimum for later', () => {
    expect(planInvestment(state({}, 999n))).toEqual([]);
    expect(planInvestment(state({}, 1_000n)).length).toBeGreaterThan(0);
  });
});

describe('rebalancing', () => {
  const onTarget = { VTI: 35_000n, VXUS: 20_000n, BND: 25_000n, BNDX: 10_000n, VNQ: 5_000n, VTIP: 5_000n };

  it('waits while every fund is within 5 points of its target', () => {
    expect(needsRebalance(state(onTarget, 0n))).toBe(false);
    // VTI at 40.0% of 100,000 + 8,333: exactly 5 points is not past the threshold.
    expect(needsRebalance(state({ ...onTarget, VTI: 43_333n }, 0n))).toBe(false);
    expect(needsRebalance(state({}, 50_000n))).toBe(false);
  });

  it('sells what is over and says by how much, past the threshold', () => {
    const drifted = state({ ...onTarget, VTI: 45_000n, BND: 15_000n }, 0n);
    expect(needsRebalance(drifted)).toBe(true);
    const plan = planRebalance(drifted);
    expect(plan).toEqual([
      {
        symbol: 'VTI',
        side: 'SELL',
        quantityMicros: 1_000_000n,
        reason: 'Rebalanced: VTI was 45% of your account, target 35%. Sold about $100.00 to bring it back.',
      },
    ]);
  });

  it('buys what is under with the cash there is', () => {
    const plan = planRebalance(state({ ...onTarget, VTI: 45_000n, BND: 10_000n }, 5_000n));
    const buy = plan.find((order) => order.side === 'BUY');
    expect(buy).toMatchObject({ symbol: 'BND', amountCents: 5_000n });
    expect(buy?.reason).toBe('Rebalanced: BND was 10% of your account, target 25%. Bought $50.00 with your cash.');
  });
});

describe('trading toward changed targets', () => {
  const onTarget = { VTI: 35_000n, VXUS: 20_000n, BND: 25_000n, BNDX: 10_000n, VNQ: 5_000n, VTIP: 5_000n };

  it('sells a fund no longer a target in full, however small, and leads each reason with the change', () => {
    const withTheme = state({ ...onTarget, VTI: 30_000n }, 0n);
    const theme = { symbol: 'ICLN', targetBps: 0, priceCents: 2_700n, heldMicros: 185_185_185n, valueCents: 5_000n };
    const plan = planRebalance(
      { ...withTheme, funds: [...withTheme.funds, theme] },
      'Theme removed: Clean energy (ICLN): moved toward the new targets.',
    );
    expect(plan).toEqual([
      {
        symbol: 'ICLN',
        side: 'SELL',
        quantityMicros: 185_185_185n,
        reason:
          'Theme removed: Clean energy (ICLN): moved toward the new targets. ICLN was 5% of your account and is no longer a target. Sold all of it.',
      },
    ]);
  });

  it('names the change on the sales and buys of a new model', () => {
    const aggressive = modelPortfolios.AGGRESSIVE;
    const moved = state(onTarget, 1_000n);
    const plan = planRebalance(
      {
        ...moved,
        modelName: 'Aggressive',
        funds: moved.funds.map((fund) => ({ ...fund, targetBps: aggressive[fund.symbol as keyof typeof aggressive] })),
      },
      'Your risk profile changed from Moderate to Aggressive: moved toward the new model.',
    );
    expect(plan.filter((order) => order.side === 'SELL').map((order) => order.symbol)).toEqual(['BND', 'BNDX', 'VTIP']);
    expect(plan.find((order) => order.symbol === 'BND')?.reason).toBe(
      'Your risk profile changed from Moderate to Aggressive: moved toward the new model. BND was 24.75% of your account, target 5%. Sold about $199.50 to bring it back.',
    );
    expect(plan.find((order) => order.side === 'BUY' && order.symbol === 'VTI')?.reason).toMatch(
      /^Your risk profile changed from Moderate to Aggressive: moved toward the new model\. VTI was 34\.65% of your account, target 54%\. Bought \$[\d.]+ with your cash\.$/,
    );
  });
});
