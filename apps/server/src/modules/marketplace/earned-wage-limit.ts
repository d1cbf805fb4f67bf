// The personalised limit shown on earned-wage-access tiles. Providers advance part of the pay earned
// since the last payday; on an average day half a pay period has passed, so the estimate is half of
// one paycheck before taxes (annual income over the paychecks a year), rounded down to whole $10 and
// capped at the provider's largest advance. Without a pay schedule the most common US schedule,
// every two weeks, is assumed; without an income there is nothing to estimate from.
import type { PayFrequency } from '@fernleaf/contract/pay-schedule';

export const paychecksPerYear: Record<PayFrequency, number> = {
  WEEKLY: 52,
  BIWEEKLY: 26,
  TWICE_A_MONTH: 24,
  MONTHLY: 12,
};

/** Assumed when the member gave no pay schedule (about 43% of US private payrolls pay every two weeks, BLS). */
export const assumedPayFrequency: PayFrequency = 'BIWEEKLY';

const roundingCents = 1_000;

export function estimatedEarnedWageLimitCents(
  member: { annualIncomeCents: number | null; payFrequency: PayFrequency | null },
  maxAdvanceCents: number,
): number | null {
  if (member.annualIncomeCents === null) return null;
  const paycheckCents = member.annualIncomeCents / paychecksPerYear[member.payFrequency ?? assumedPayFrequency];
  const halfPaycheck = Math.floor(paycheckCents / 2 / roundingCents) * roundingCents;
  return Math.min(maxAdvanceCents, halfPaycheck);
}
