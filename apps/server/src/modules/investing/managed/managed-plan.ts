// What the managed account's job trades (decision 074, managed accounts): invest settled cash toward
// the model's target weights once it reaches a minimum, and rebalance when a fund drifts past a
// threshold. Pure: the job supplies holdings, prices and cash; each planned order carries its reason.

import { allocateCents } from '@fernleaf/contract/allocate-cents';
import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { jsonCents } from '../../../platform/json-cents.ts';
import { microsForCents } from '../orders/books.ts';

/** Cash below this waits for more: a handful of sub-dollar orders would be noise in the member's history. */
export const minimumToInvestCents = 1_000n;
/** A fund more than 5 percentage points of the account's value away from its target is rebalanced. */
export const driftThresholdBps = 500n;
/** The smallest order the order machinery accepts for a buy by amount. */
export const minimumOrderCents = 100n;
const wholeBps = 10_000n;

export interface FundState {
  symbol: string;
  /** The model's weight for the fund, in basis points of the account's value. */
  targetBps: number;
  priceCents: bigint;
  heldMicros: bigint;
  valueCents: bigint;
}

export interface AccountState {
  /** The model's name as the member knows it: "Moderate". */
  modelName: string;
  funds: readonly FundState[];
  /** Settled cash not held for anything: what may be invested now. */
  availableCents: bigint;
  /** Cash on its way in (sale proceeds before settlement): part of the account's value, not yet investable. */
  pendingInCents: bigint;
}

export interface PlannedOrder {
  symbol: string;
  side: 'BUY' | 'SELL';
  /** A buy's dollar amount. */
  amountCents?: bigint;
  /** A sale's shares. */
  quantityMicros?: bigint;
  reason: string;
}

export function accountValueCents(state: AccountState): bigint {
  return state.funds.reduce((sum, fund) => sum + fund.valueCents, 0n) + state.availableCents + state.pendingInCents;
}

/** Each fund's share of the account's value, in basis points (rounded down). */
export function weightBps(state: AccountState, fund: FundState): bigint {
  const total = accountValueCents(state);
  return total === 0n ? 0n : (fund.valueCents * wholeBps) / total;
}

/** The fund furthest from its target, and by how much (basis points, positive when over). */
export function largestDrift(state: AccountState): { fund: FundState; driftBps: bigint } | null {
  let largest: { fund: FundState; driftBps: bigint } | null = null;
  for (const fund of state.funds) {
    const driftBps = weightBps(state, fund) - BigInt(fund.targetBps);
    if (!largest || abs(driftBps) > abs(largest.driftBps)) largest = { fund, driftBps };
  }
  return largest;
}

/** True when invested funds drifted past the threshold: an account of cash alone is invested, not rebalanced. */
export function needsRebalance(state: AccountState): boolean {
  if (state.funds.every((fund) => fund.valueCents === 0n)) return false;
  const drift = largestDrift(state);
  return drift !== null && abs(drift.driftBps) > driftThresholdBps;
}

/**
 * Buys that spend the available cash toward the targets: each fund gets a share of the cash in
 * proportion to how far it is below its target value, so a first deposit lands exactly on the
 * weights (to the cent) and later deposits fill what is short first.
 */
export function planInvestment(state: AccountState): PlannedOrder[] {
  if (state.availableCents < minimumToInvestCents) return [];
  const amounts = allocateBuys(state);
  const total = [...amounts.values()].reduce((sum, cents) => sum + cents, 0n);
  return state.funds
    .filter((fund) => (amounts.get(fund.symbol) ?? 0n) > 0n)
    .map((fund) => {
      const amountCents = amounts.get(fund.symbol) as bigint;
      return {
        symbol: fund.symbol,
        side: 'BUY' as const,
        amountCents,
        reason:
          `Invested ${money(total)} of your cash in your ${state.modelName} model: ` +
          `${money(amountCents)} in ${fund.symbol}, target ${percent(BigInt(fund.targetBps))} of your account.`,
      };
    });
}

/**
 * Sells what is over its target and buys, with the cash available now, what is under. Sale proceeds
 * settle the next trading day; the job invests them toward the targets once they have. A fund whose
 * target is zero (a theme removed) is sold in full. `because` names a change of the targets (a new
 * model, a theme added or removed) that the trades follow, and then leads each order's reason.
 */
export function planRebalance(state: AccountState, because?: string): PlannedOrder[] {
  const total = accountValueCents(state);
  const targetOf = (fund: FundState) => (total * BigInt(fund.targetBps)) / wholeBps;
  const was = (fund: FundState) =>
    `${fund.symbol} was ${percent(weightBps(state, fund))} of your account, target ${percent(BigInt(fund.targetBps))}.`;
  const lead = because ? `${because} ` : 'Rebalanced: ';
  const sells: PlannedOrder[] = [];
  for (const fund of state.funds) {
    const excess = fund.valueCents - targetOf(fund);
    const sellAll = fund.targetBps === 0 && fund.heldMicros > 0n && fund.valueCents > 0n;
    if (!sellAll && excess < minimumOrderCents) continue;
    const quantity = sellAll ? fund.heldMicros : min(microsForCents(excess, fund.priceCents), fund.heldMicros);
    if (quantity === 0n) continue;
    sells.push({
      symbol: fund.symbol,
      side: 'SELL',
      quantityMicros: quantity,
      reason: sellAll
        ? `${lead}${fund.symbol} was ${percent(weightBps(state, fund))} of your account and is no longer a target. Sold all of it.`
        : `${lead}${was(fund)} Sold about ${money(excess)} to bring it back.`,
    });
  }
  const amounts = state.availableCents >= minimumOrderCents ? allocateBuys(state) : new Map<string, bigint>();
  const buys = state.funds
    .filter((fund) => (amounts.get(fund.symbol) ?? 0n) > 0n)
    .map((fund) => ({
      symbol: fund.symbol,
      side: 'BUY' as const,
      amountCents: amounts.get(fund.symbol) as bigint,
      reason: `${lead}${was(fund)} Bought ${money(amounts.get(fund.symbol) as bigint)} with your cash.`,
    }));
  return [...sells, ...buys];
}

/**
 * The available cash split across the funds below their targets, in proportion to the shortfall,
 * by largest remainder so the parts add up to the cash exactly. A part under the order minimum goes
 * to the largest part rather than being left as cash.
 */
export function allocateBuys(state: AccountState): Map<string, bigint> {
  const total = accountValueCents(state);
  const cash = state.availableCents;
  let shortfalls = state.funds.map((fund) => {
    const gap = (total * BigInt(fund.targetBps)) / wholeBps - fund.valueCents;
    return { symbol: fund.symbol, weight: gap > 0n ? gap : 0n };
  });
  if (shortfalls.every((item) => item.weight === 0n)) {
    // Nothing is short (only rounding away from the targets): spend by the model's weights.
    shortfalls = state.funds.map((fund) => ({ symbol: fund.symbol, weight: BigInt(fund.targetBps) }));
  }
  const parts = new Map(
    allocateCents(
      cash,
      shortfalls.map((item) => item.weight),
    ).map((cents, index) => [(shortfalls[index] as (typeof shortfalls)[number]).symbol, cents]),
  );
  let largest = '';
  for (const [symbol, cents] of parts) if (!largest || cents > (parts.get(largest) ?? 0n)) largest = symbol;
  for (const [symbol, cents] of parts) {
    if (symbol !== largest && cents > 0n && cents < minimumOrderCents) {
      parts.set(largest, (parts.get(largest) ?? 0n) + cents);
      parts.set(symbol, 0n);
    }
  }
  return parts;
}

const money = (cents: bigint) => formatCents(jsonCents(cents));
const percent = (bps: bigint) => formatBasisPoints(Number(bps));
const abs = (value: bigint) => (value < 0n ? -value : value);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
