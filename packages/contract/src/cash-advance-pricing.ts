// What a cash advance costs and how much may be taken: the limits, the instant-delivery fee schedule
// with the repricing experiments that lower it, and the voluntary tip. The server charges with these
// and the web app shows them, so the member sees exactly the figures that are charged.
import { formatDollars } from './money.ts';

/** The smallest advance, and the step amounts move in. */
export const minimumAdvanceCents = 1_000;
export const advanceStepCents = 500;
/** No member's limit goes above this, whatever the history shows. */
export const maximumAdvanceLimitCents = 50_000;

export const disbursementMethods = ['INSTANT_CHECKING', 'INSTANT_CARD', 'STANDARD_BANK'] as const;
export type DisbursementMethod = (typeof disbursementMethods)[number];

/** Instant delivery costs a fee by the advance's size; standard delivery to the linked bank is free. */
export interface FeeTier {
  /** The tier applies to advances up to and including this amount. */
  upToCents: number;
  feeCents: number;
}

/** Instant to Fernleaf checking costs less than instant to another bank's card: no card network in between. */
export const instantFeeSchedule: Record<Exclude<DisbursementMethod, 'STANDARD_BANK'>, readonly FeeTier[]> = {
  INSTANT_CHECKING: [
    { upToCents: 2_500, feeCents: 99 },
    { upToCents: 5_000, feeCents: 199 },
    { upToCents: 10_000, feeCents: 299 },
    { upToCents: 20_000, feeCents: 399 },
    { upToCents: maximumAdvanceLimitCents, feeCents: 499 },
  ],
  INSTANT_CARD: [
    { upToCents: 2_500, feeCents: 199 },
    { upToCents: 5_000, feeCents: 399 },
    { upToCents: 10_000, feeCents: 599 },
    { upToCents: 20_000, feeCents: 799 },
    { upToCents: maximumAdvanceLimitCents, feeCents: 899 },
  ],
};

/**
 * Spec section 3's four repricing experiments. Each only ever lowers the instant fee: a member in an
 * experiment's treatment group pays less than the schedule above, never more.
 */
export const repricingExperiments = [
  {
    experimentName: 'IC_REPRICING_JUL2025',
    label: 'July 2025',
    /** Instant delivery is free for advances up to this amount. */
    payload: { instantFeeDiscountPercent: 0, freeInstantUpToCents: 2_500 },
  },
  {
    experimentName: 'IC_REPRICING_SEP2025_10PCT',
    label: 'September 2025, ten percent',
    payload: { instantFeeDiscountPercent: 10, freeInstantUpToCents: 0 },
  },
  {
    experimentName: 'IC_REPRICING_OCT2025_9PCT',
    label: 'October 2025, nine percent',
    payload: { instantFeeDiscountPercent: 9, freeInstantUpToCents: 0 },
  },
  {
    experimentName: 'IC_REPRICING_OCT2025_8PCT',
    label: 'October 2025, eight percent',
    payload: { instantFeeDiscountPercent: 8, freeInstantUpToCents: 0 },
  },
] as const;
export type RepricingExperimentName = (typeof repricingExperiments)[number]['experimentName'];

export interface Repricing {
  instantFeeDiscountPercent: number;
  freeInstantUpToCents: number;
}

export const noRepricing: Repricing = { instantFeeDiscountPercent: 0, freeInstantUpToCents: 0 };

/** The fee for delivering `amountCents` by `method`, after the member's repricing; whole cents, rounded down. */
export function disbursementFeeCents(
  method: DisbursementMethod,
  amountCents: number,
  repricing: Repricing = noRepricing,
): number {
  if (method === 'STANDARD_BANK') return 0;
  if (amountCents <= repricing.freeInstantUpToCents) return 0;
  const tiers = instantFeeSchedule[method];
  const tier = tiers.find((candidate) => amountCents <= candidate.upToCents) ?? tiers[tiers.length - 1];
  if (!tier) return 0;
  return Math.floor((tier.feeCents * (100 - repricing.instantFeeDiscountPercent)) / 100);
}

/** Spec section 9: the tip's source is always voluntary. */
export const tipSource = 'voluntary';

/** Tips offered as shares of the advance; $0 is always offered and is the default. */
export const tipPercentOptions = [5, 10, 15] as const;

/**
 * The tips offered for an advance: $0 first, then 5%, 10% and 15% rounded to whole dollars (at least
 * $1), without repeats. The member picks one; nothing is preselected but $0.
 */
export function tipOptionsCents(amountCents: number): number[] {
  const options = new Set<number>([0]);
  for (const percent of tipPercentOptions) {
    options.add(Math.max(100, Math.round((amountCents * percent) / 100 / 100) * 100));
  }
  return [...options].sort((a, b) => a - b);
}

/** The amounts offered as quick choices up to what is available, and the range a member may type in. */
export function disbursementAmountChoices(availableCents: number): {
  minimumCents: number;
  maximumCents: number;
  stepCents: number;
  suggestedCents: number[];
} {
  const maximumCents = Math.floor(Math.max(0, availableCents) / advanceStepCents) * advanceStepCents;
  const suggested = [2_500, 5_000, 10_000, 20_000].filter((amount) => amount < maximumCents);
  if (maximumCents >= minimumAdvanceCents) suggested.push(maximumCents);
  return { minimumCents: minimumAdvanceCents, maximumCents, stepCents: advanceStepCents, suggestedCents: suggested };
}

/** Whether `amountCents` is an amount a member may ask for with `availableCents` available. */
export function amountProblem(amountCents: number, availableCents: number): string | null {
  if (!Number.isInteger(amountCents)) return 'Enter the amount in whole cents';
  if (amountCents < minimumAdvanceCents) return `The smallest advance is ${formatDollars(minimumAdvanceCents)}`;
  if (amountCents % advanceStepCents !== 0) return `Choose an amount in steps of ${formatDollars(advanceStepCents)}`;
  if (amountCents > availableCents) return 'That is more than you have available';
  return null;
}
