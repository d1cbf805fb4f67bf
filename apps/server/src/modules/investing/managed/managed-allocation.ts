// The allocation a member reads (decision 076): each fund's target against its actual
// weight, the drift, and when the job would next trade and why. Pure, from the same state the job
// plans on (managed-targets.ts), so the page says what the job will do.
import { nextOpenAfter, sessionRunningAt } from '@fernleaf/contract/calendar/exchange-calendar';
import type { ManagedPortfolioView } from '@fernleaf/contract/investing-managed-portfolio';
import { formatCents } from '@fernleaf/contract/money';
import { formatPercentagePoints } from '@fernleaf/contract/percent';
import { jsonCents } from '../../../platform/json-cents.ts';
import {
  type AccountState,
  accountValueCents,
  driftThresholdBps,
  largestDrift,
  minimumToInvestCents,
  needsRebalance,
  weightBps,
} from './managed-plan.ts';

export interface AllocationFacts {
  state: AccountState;
  /** Name and theme of each fund the state lists. */
  names: ReadonlyMap<string, { name: string; theme: string | null }>;
  /** Changes of the targets not traded toward yet, in the member's words. */
  pendingChanges: readonly string[];
  /** Whether the job's rebalance of the trading day orders placed now would fill on has run. */
  rebalancedToday: boolean;
  now: Date;
}

type Allocation = ManagedPortfolioView['allocation'];

export function allocationView(facts: AllocationFacts): Allocation {
  const { state, now } = facts;
  const drift = largestDrift(state);
  const largestDriftBps = drift ? Number(abs(drift.driftBps)) : 0;
  return {
    accountValueCents: jsonCents(accountValueCents(state)),
    cashCents: jsonCents(state.availableCents + state.pendingInCents),
    asOf: now.toISOString(),
    funds: state.funds.map((fund) => {
      const actual = weightBps(state, fund);
      return {
        symbol: fund.symbol,
        name: facts.names.get(fund.symbol)?.name ?? fund.symbol,
        theme: facts.names.get(fund.symbol)?.theme ?? null,
        targetBps: fund.targetBps,
        actualBps: Number(actual),
        driftBps: Number(actual - BigInt(fund.targetBps)),
        valueCents: jsonCents(fund.valueCents),
      };
    }),
    largestDriftBps,
    thresholdBps: Number(driftThresholdBps),
    nextRebalance: nextRebalance(facts, drift),
  };
}

function nextRebalance(facts: AllocationFacts, drift: ReturnType<typeof largestDrift>): Allocation['nextRebalance'] {
  const { state, now } = facts;
  // The job runs every minute while the session runs; while the market is shut, at the opening bell.
  const nextRun = (sessionRunningAt(now) ? now : nextOpenAfter(now)).toISOString();
  const threshold = points(driftThresholdBps);
  if (facts.pendingChanges.length > 0) {
    return {
      reason: 'TARGETS_CHANGED',
      at: nextRun,
      explanation: `Your targets changed (${facts.pendingChanges.join('; ')}). The account trades toward them at the next run while the market is open, whatever the drift.`,
    };
  }
  if (state.funds.every((fund) => fund.valueCents === 0n)) {
    const enough = state.availableCents >= minimumToInvestCents;
    return {
      reason: 'NOTHING_INVESTED',
      at: enough ? nextRun : null,
      explanation: enough
        ? `Nothing is invested yet. Your ${formatCents(jsonCents(state.availableCents))} is invested toward your targets at the next run while the market is open.`
        : `Nothing is invested yet. Cash is invested toward your targets once ${formatCents(jsonCents(minimumToInvestCents))} or more is available.`,
    };
  }
  const gap = drift ? describeDrift(drift.fund.symbol, drift.driftBps) : '';
  if (needsRebalance(state)) {
    if (facts.rebalancedToday) {
      return {
        reason: 'DRIFT_AFTER_TODAY',
        at: nextOpenAfter(now).toISOString(),
        explanation: `${gap}, more than the ${threshold} allowed. The account rebalanced today already (at most once a trading day), so it rebalances at the next opening bell.`,
      };
    }
    return {
      reason: 'DRIFT',
      at: nextRun,
      explanation: `${gap}, more than the ${threshold} allowed. The account rebalances at the next run while the market is open.`,
    };
  }
  return {
    reason: 'WITHIN_THRESHOLD',
    at: null,
    explanation: `Every fund is within ${threshold} of its target${gap ? ` (the largest gap: ${gap})` : ''}. The account rebalances when a fund drifts more than ${threshold} from its target, at most once a trading day.`,
  };
}

/** "VTI is 6.20 points over its target" */
function describeDrift(symbol: string, driftBps: bigint): string {
  if (driftBps === 0n) return `${symbol} is on its target`;
  return `${symbol} is ${points(abs(driftBps))} ${driftBps > 0n ? 'over' : 'under'} its target`;
}

/** 620 -> "6.20 points", 100 -> "1 point". */
const points = (bps: bigint) => formatPercentagePoints(Number(bps));

const abs = (value: bigint) => (value < 0n ? -value : value);
