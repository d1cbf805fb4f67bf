// How the performance figures read: returns (the contract's percentages, signed), the range's name and the split's rows.
import type { AccountPerformance, PerformanceRange } from '@fernleaf/contract/investing-performance';
import { formatBasisPoints } from '@fernleaf/contract/percent';

export const rangeLabels: Record<PerformanceRange, string> = {
  '1M': '1 month',
  '3M': '3 months',
  '1Y': '1 year',
  ALL: 'Since opening',
};

/** A return, its sign spelled: 1268 -> '+12.68%', -33 -> '-0.33%', 0 -> '0%', none -> 'Not enough history'. */
export function formatReturn(bps: number | null): string {
  return bps === null ? 'Not enough history' : formatBasisPoints(bps, { sign: 'always' });
}

export interface ChangeRow {
  label: string;
  cents: number;
  /** Signed (+/-) when it is a gain or loss rather than a balance. */
  signed: boolean;
}

/** The value at the start, what moved in and out, what the investments made (split three ways), the value now. */
export function changeRows(performance: AccountPerformance): ChangeRow[] {
  return [
    {
      label: performance.startsAtOpening ? 'Value at opening' : 'Value at the start',
      cents: performance.startValueCents,
      signed: false,
    },
    { label: 'Money added', cents: performance.depositsCents, signed: false },
    { label: 'Money withdrawn', cents: negated(performance.withdrawalsCents), signed: true },
    { label: 'Price change', cents: performance.priceChangeCents, signed: true },
    { label: 'Dividends', cents: performance.dividendsCents, signed: true },
    { label: 'Fees', cents: negated(performance.feesCents), signed: true },
    { label: 'Value now', cents: performance.endValueCents, signed: false },
  ];
}

/** Money out as a negative amount, without the -0 that zero negates to. */
function negated(cents: number): number {
  return cents === 0 ? 0 : -cents;
}
