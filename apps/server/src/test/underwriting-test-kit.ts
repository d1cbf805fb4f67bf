// Hand-built checking histories for the underwriting tests: paychecks on chosen dates, purchases,
// fees, and a current balance that always agrees with them.
import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import type { UnderwritingInput, UnderwritingTransaction } from '../modules/cash-advance/underwriting/underwriting.ts';

export const day = (iso: string) => dayNumberOf(iso);
export const date = (dayNumber: number) => isoDateOf(dayNumber);
/** The date `days` before (negative: after) `iso`. */
export const daysBefore = (iso: string, days: number) => isoDateOf(dayNumberOf(iso) - days);

/** `count` dates `step` days apart, the last on `last`, oldest first. */
export function datesEvery(step: number, count: number, last: string): string[] {
  return Array.from({ length: count }, (_, index) => daysBefore(last, step * (count - 1 - index)));
}

export function paycheck(postedOn: string, amountCents: number, payer = 'Acme Corp'): UnderwritingTransaction {
  return {
    postedOn,
    amountCents: BigInt(amountCents),
    category: 'INCOME',
    description: `${payer.toUpperCase()} PAYROLL DIR DEP`,
    merchantName: payer,
    pending: false,
  };
}

export function paychecks(
  dates: readonly string[],
  amountCents: number,
  payer = 'Acme Corp',
): UnderwritingTransaction[] {
  return dates.map((postedOn) => paycheck(postedOn, amountCents, payer));
}

export function purchase(
  postedOn: string,
  amountCents: number,
  description = 'GROCERY OUTLET #0412',
  pending = false,
): UnderwritingTransaction {
  return {
    postedOn,
    amountCents: BigInt(-amountCents),
    category: 'GROCERIES',
    description,
    merchantName: null,
    pending,
  };
}

export function fee(postedOn: string, description: string, amountCents = 3_500): UnderwritingTransaction {
  return {
    postedOn,
    amountCents: BigInt(-amountCents),
    category: 'FEES',
    description,
    merchantName: null,
    pending: false,
  };
}

/** The day an account opened: a transfer in, so it is neither pay nor spending. */
export function openingDeposit(postedOn: string, amountCents: number): UnderwritingTransaction {
  return {
    postedOn,
    amountCents: BigInt(amountCents),
    category: 'TRANSFER',
    description: 'OPENING DEPOSIT',
    merchantName: null,
    pending: false,
  };
}

export function sumOfPosted(transactions: readonly UnderwritingTransaction[]): bigint {
  return transactions.filter((t) => !t.pending).reduce((sum, t) => sum + t.amountCents, 0n);
}

/**
 * An underwriting input whose history starts with an opening deposit `historyDays - 1` days before
 * `asOf` (so the history is exactly that many days), and whose current balance is everything posted.
 */
export function historyOf(options: {
  asOf: string;
  historyDays: number;
  openingCents?: number;
  transactions?: readonly UnderwritingTransaction[];
  hasFernleafDirectDeposit?: boolean;
  forceOutcome?: UnderwritingInput['forceOutcome'];
}): UnderwritingInput {
  const transactions = [
    openingDeposit(daysBefore(options.asOf, options.historyDays - 1), options.openingCents ?? 50_000),
    ...(options.transactions ?? []),
  ];
  return {
    transactions,
    currentBalanceCents: sumOfPosted(transactions),
    asOf: options.asOf,
    hasFernleafDirectDeposit: options.hasFernleafDirectDeposit ?? false,
    forceOutcome: options.forceOutcome ?? null,
  };
}
