// The returns of an investment account over a range (decision 046). Pure: integer cents in, a return
// rounded to the basis point (hundredths of a percent) out. Ratios are floating point in between, as
// they are only ever shown rounded; no money amount is computed here.

/** One valuation period: money moved in (negative: out) as it began, and the account's value at its end. */
export interface ValuationPeriod {
  flowCents: number;
  endValueCents: number;
}

/** A growth factor (1.05 for +5%) as basis points of return, rounded half away from zero. */
export function basisPointsOfFactor(factor: number): number {
  const bps = (factor - 1) * 10_000;
  // Rounded at the ninth decimal first, so a factor computed as 1.0000999999999 reads as its exact 1 bp.
  const cleaned = Math.round(bps * 1e9) / 1e9;
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

/** The product of growth factors as a return in basis points; null when there is none to chain. */
export function chainedReturnBps(factors: readonly number[]): number | null {
  if (factors.length === 0) return null;
  return basisPointsOfFactor(factors.reduce((product, factor) => product * factor, 1));
}

/**
 * Which periods had money invested: the value carried in plus the period's flow is above zero. A period
 * before the first deposit, or after everything was withdrawn, has no return of its own.
 */
export function investedPeriods(startValueCents: number, periods: readonly ValuationPeriod[]): boolean[] {
  let previous = startValueCents;
  return periods.map((period) => {
    const invested = previous + period.flowCents > 0;
    previous = period.endValueCents;
    return invested;
  });
}

/**
 * The time-weighted return: each period's growth on what it began with (the value carried in plus the
 * flow at its start), chained, so when the member moved money does not change it. Null when no money
 * was ever invested in the range.
 */
export function timeWeightedReturnBps(startValueCents: number, periods: readonly ValuationPeriod[]): number | null {
  const invested = investedPeriods(startValueCents, periods);
  let previous = startValueCents;
  const factors: number[] = [];
  periods.forEach((period, i) => {
    if (invested[i]) factors.push(period.endValueCents / (previous + period.flowCents));
    previous = period.endValueCents;
  });
  return chainedReturnBps(factors);
}

/** Money moved into the account (negative: out), `day` days after the range began. */
export interface DatedFlow {
  day: number;
  amountCents: number;
}

/**
 * The money-weighted return (internal rate of return) over the whole range, not per year: the growth
 * x such that every flow, grown by x to the power of the share of the range it was invested for, adds
 * up to the end value. The value at the start counts as a flow on day 0. Solved by bisection on the
 * logarithm of x; null when no money moved or no rate fits (flows of mixed signs that no growth explains).
 */
export function moneyWeightedReturnBps(
  flows: readonly DatedFlow[],
  endValueCents: number,
  totalDays: number,
): number | null {
  const moved = flows.filter((flow) => flow.amountCents !== 0);
  if (moved.length === 0) return null;
  const weightOf = (day: number) =>
    totalDays > 0 ? (totalDays - Math.min(Math.max(day, 0), totalDays)) / totalDays : 1;
  const gap = (logGrowth: number) =>
    moved.reduce((sum, flow) => sum + flow.amountCents * Math.exp(logGrowth * weightOf(flow.day)), 0) - endValueCents;
  let low = -30;
  let high = 30;
  const lowGap = gap(low);
  if (Math.sign(lowGap) === Math.sign(gap(high)) || lowGap === 0) return null;
  for (let i = 0; i < 200; i += 1) {
    const middle = (low + high) / 2;
    if (Math.sign(gap(middle)) === Math.sign(lowGap)) low = middle;
    else high = middle;
  }
  return basisPointsOfFactor(Math.exp((low + high) / 2));
}

/**
 * A day's total-return growth of an asset: the close plus a dividend that went ex that day, over the
 * previous close (already divided by a split of that day). Amounts per share are micro-dollars.
 */
export function totalReturnFactor(previousCloseCents: number, closeCents: number, dividendMicros: number): number {
  return (closeCents + dividendMicros / 10_000) / previousCloseCents;
}
