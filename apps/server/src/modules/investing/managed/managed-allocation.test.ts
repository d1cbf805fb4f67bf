// What the allocation page says about the next rebalance, without a database: the same state the job
// plans on, so each case below is what the job would do.
import { nextOpenAfter } from '@fernleaf/contract/calendar/exchange-calendar';
import { describe, expect, it } from 'vitest';
import { allocationView } from './managed-allocation.ts';
import type { AccountState } from './managed-plan.ts';

const inSession = new Date('2026-11-30T16:00:00Z');
const weekend = new Date('2026-11-28T16:00:00Z');

function state(values: Record<string, [target: number, cents: bigint]>, availableCents = 0n): AccountState {
  return {
    modelName: 'Moderate',
    funds: Object.entries(values).map(([symbol, [targetBps, valueCents]]) => ({
      symbol,
      targetBps,
      priceCents: 10_000n,
      heldMicros: valueCents * 100n,
      valueCents,
    })),
    availableCents,
    pendingInCents: 0n,
  };
}

const facts = (accountState: AccountState, extra: Partial<Parameters<typeof allocationView>[0]> = {}) =>
  allocationView({
    state: accountState,
    names: new Map(),
    pendingChanges: [],
    rebalancedToday: false,
    now: inSession,
    ...extra,
  });

describe('the allocation and the next rebalance', () => {
  it('shows each fund against its target and waits while all are within 5 points', () => {
    const view = facts(state({ VTI: [6_000, 6_400n], BND: [4_000, 3_600n] }));
    expect(view.funds.map((fund) => [fund.symbol, fund.actualBps, fund.driftBps])).toEqual([
      ['VTI', 6_400, 400],
      ['BND', 3_600, -400],
    ]);
    expect(view).toMatchObject({ accountValueCents: 10_000, largestDriftBps: 400, thresholdBps: 500 });
    expect(view.nextRebalance).toEqual({
      reason: 'WITHIN_THRESHOLD',
      at: null,
      explanation:
        'Every fund is within 5 points of its target (the largest gap: VTI is 4 points over its target). The account rebalances when a fund drifts more than 5 points from its target, at most once a trading day.',
    });
  });

  it('rebalances at the next run past the threshold, and at the next open when it did today', () => {
    const drifted = state({ VTI: [6_000, 6_600n], BND: [4_000, 3_400n] });
    expect(facts(drifted).nextRebalance).toMatchObject({ reason: 'DRIFT', at: inSession.toISOString() });
    expect(facts(drifted).nextRebalance.explanation).toMatch(
      /^VTI is 6 points over its target, more than the 5 points/,
    );
    expect(facts(drifted, { rebalancedToday: true }).nextRebalance).toMatchObject({
      reason: 'DRIFT_AFTER_TODAY',
      at: nextOpenAfter(inSession).toISOString(),
    });
  });

  it('trades toward changed targets at the next opening bell while the market is shut, whatever the drift', () => {
    const view = facts(state({ VTI: [6_000, 6_000n], BND: [4_000, 4_000n] }), {
      now: weekend,
      pendingChanges: ['Theme added: Clean energy (ICLN)'],
    });
    expect(view.nextRebalance).toMatchObject({
      reason: 'TARGETS_CHANGED',
      at: nextOpenAfter(weekend).toISOString(),
      explanation: expect.stringContaining('(Theme added: Clean energy (ICLN))'),
    });
  });

  it('says cash is invested rather than rebalanced while nothing is invested', () => {
    expect(facts(state({ VTI: [6_000, 0n] }, 999n)).nextRebalance).toMatchObject({
      reason: 'NOTHING_INVESTED',
      at: null,
    });
    expect(facts(state({ VTI: [6_000, 0n] }, 1_000n)).nextRebalance).toMatchObject({
      reason: 'NOTHING_INVESTED',
      at: inSession.toISOString(),
    });
  });
});
