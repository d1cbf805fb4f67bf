// Cash-advance underwriting: reads the history of ONE linked checking account and answers
// QUALIFIED (tier ICwB), TRIAL_QUALIFIED (INSTACASH_TRIAL_TIER) or DENIED, with the limit, the lines
// that explain it, what would raise it and, when denied, every reason with what the member can do.
// Pure: no database and no clock; the bank's day (`asOf`) is an input, so a result can be replayed.
//
// THE RULES (decided for the product; figures in the constants below)
// Reading the history
// - Amounts are integer cents; money into the account is positive. Transactions dated after `asOf`
//   are left out.
// - History days: from the oldest transaction to `asOf`, both included (0 without transactions).
// - Recurring income: credits of $100 or more, settled, and not categorised TRANSFER (money moved
//   between the member's own accounts, an opening deposit), grouped by payer. The payer is the
//   merchant name when the bank gives one, else the description without digits, punctuation and
//   the payroll words around the name ("ACME CORP PAYROLL DIR DEP" -> "Acme Corp"), compared
//   without case. A payer's credits are regular pay when there are at least 2, every one is within
//   25% of their median, and every gap between consecutive ones fits one schedule, tried in order:
//     SEMI_MONTHLY - each paid around the 15th (the 12th-18th) or the month's end (within 3 days
//                    of its last day, either side), 13-17 days between the dates they stand for
//                    (so no half-month skipped; a weekend moves the paid dates, not the schedule);
//     WEEKLY 6-8 days; BIWEEKLY 13-15 days; MONTHLY 27-33 days.
//   Of several payers, the one with the most pay a month (median x checks a year / 12; ties to the
//   one paid last, then by name). typicalAmount = the median; paychecksSeen = its credits.
// - Next payday: the first date of the schedule, stepped from the last paid date, that falls after
//   `asOf` once moved to the bank business day before a weekend or Federal Reserve holiday.
//   Weekly and biweekly step from the payer's usual weekday; monthly from the usual day of the
//   month (the month's end for a payer always paid around it).
// - Average daily balance: end-of-day balances rebuilt backwards from the current balance through
//   the posted (not pending) transactions, averaged over the last 90 days (the history if shorter).
// - Overdrafts in 90 days: days of the last 90 ending below $0 on the rebuilt balances, plus days
//   holding a transaction described as OVERDRAFT or NSF; each day counted once.
// The limit (eligibility breakdown lines; their amounts sum to the limit before it is held within
// [0, $500] and floored to the $5 step)
// - BASE: 20% of the typical paycheck, at most $300. Without regular pay, a $0 line saying so.
// - BONUS: +$50 for an average daily balance of $1,000 or more, +$100 for $2,500 or more;
//   +$100 when a payroll deposit reached the member's Fernleaf checking in the last 35 days.
// - REDUCTION: -$25 for each overdraft in the last 90 days.
// - CAP: takes off what goes above the $500 maximum.
// - ROUNDING (an offer only): takes off what the floor to the $5 step leaves out, so the lines add
//   up to the limit shown.
// Outcome
// - DENIED when any of: history under 28 days (THIN_HISTORY); no regular pay (NO_RECURRING_INCOME);
//   last paycheck more than 35 days before `asOf` (INCOME_STOPPED); 6 or more overdrafts in 90
//   days (FREQUENT_OVERDRAFTS); the limit under the $10 minimum advance (LIMIT_BELOW_MINIMUM, only
//   when there is regular pay: without it NO_RECURRING_INCOME already says why). Every reason that
//   applies is listed, in that order. The limit of a denial is $0; its lines still show the figures.
// - Else TRIAL_QUALIFIED when the history is under 90 days or shows fewer than 3 paychecks: the
//   limit is at most $50, a TRIAL_CAP line says why (taking off what is above $50, else $0), and a
//   raise says the limit is reviewed at 90 days of history and 3 paychecks.
// - Else QUALIFIED.
// - Raises list what the member has not yet got, each with what it would add to the full (not
//   trial-capped) limit, left out when that is $0: Fernleaf direct deposit (+$100), the next
//   balance bonus, going 90 days without an overdraft. A denial lists raises only when its one
//   reason is the limit under the minimum (otherwise the reasons' remedies come first).
// - Developer test switch (never in production; the caller refuses it there): a forced outcome
//   replaces the outcome and keeps the findings. Forced QUALIFIED or TRIAL_QUALIFIED without regular
//   pay starts from a $100 BASE line labelled as a test value, and a limit still under the $10
//   minimum gets a BONUS line labelled as a test value bringing it to $10; forced TRIAL_QUALIFIED
//   caps at $50 like a real trial. Forced DENIED gives a reason (code LIMIT_BELOW_MINIMUM: its limit
//   is $0) saying the test switch set it, then the history's own reasons.

import { formatLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import {
  type DenialReason,
  defaultQualificationTier,
  type EligibilityBreakdown,
  type EligibilityLine,
  type EligibilityOutcome,
  type QualificationTier,
  trialQualificationTier,
  type UnderwritingFindings,
} from '@fernleaf/contract/cash-advance-onboarding';
import {
  advanceStepCents,
  maximumAdvanceLimitCents,
  minimumAdvanceCents,
} from '@fernleaf/contract/cash-advance-pricing';
import { formatCents, formatDollars } from '@fernleaf/contract/money';
import { balanceFindings, historyDaysOf, LOOKBACK_DAYS } from './balance-history.ts';
import { count, frequencyWords } from './member-wording.ts';
import { findRecurringIncome, type HistoryEntry, type PayFrequency } from './recurring-income.ts';

/** One transaction of the linked checking account, as bank_transactions holds it. */
export interface UnderwritingTransaction {
  /** YYYY-MM-DD. */
  postedOn: string;
  /** Integer cents (bigint, as stored); money into the account positive, out negative. */
  amountCents: bigint;
  /** The aggregator's category: INCOME, FEES, TRANSFER... */
  category: string;
  description: string;
  merchantName: string | null;
  pending: boolean;
}

export interface UnderwritingInput {
  transactions: readonly UnderwritingTransaction[];
  /** The account's current (posted) balance, integer cents (bigint, as stored). */
  currentBalanceCents: bigint;
  /** YYYY-MM-DD: the bank's today, the history's last day. */
  asOf: string;
  /** A payroll deposit reached the member's Fernleaf checking in the last 35 days. */
  hasFernleafDirectDeposit: boolean;
  /** Developer test switch: replaces the outcome, keeping the findings. Never in production. */
  forceOutcome?: EligibilityOutcome | null;
}

/** Fits the contract's qualification: amounts are integer cents as numbers. */
export interface UnderwritingResult {
  outcome: EligibilityOutcome;
  /** Null when denied. */
  tier: QualificationTier | null;
  /** What the member may take in all; 0 when denied. Equals breakdown.limit. */
  limitCents: number;
  breakdown: EligibilityBreakdown;
  denialReasons: DenialReason[];
  findings: UnderwritingFindings;
}

export const MINIMUM_HISTORY_DAYS = 28;
/** A history shorter than this, or with fewer paychecks, gets the trial tier. */
export const FULL_HISTORY_DAYS = 90;
export const FULL_HISTORY_PAYCHECKS = 3;
export const INCOME_STOPPED_AFTER_DAYS = 35;
/** Overdrafts in 90 days from which a history is denied. */
export const DENYING_OVERDRAFTS = 6;
export const TRIAL_LIMIT_CENTS = 5_000;
export const BASE_PERCENT = 20;
export const BASE_MAXIMUM_CENTS = 30_000;
/** Highest first: the bonus of the first threshold the average reaches. */
export const BALANCE_BONUSES = [
  { averageAtLeastCents: 250_000, bonusCents: 10_000 },
  { averageAtLeastCents: 100_000, bonusCents: 5_000 },
] as const;
export const DIRECT_DEPOSIT_BONUS_CENTS = 10_000;
export const OVERDRAFT_REDUCTION_CENTS = 2_500;
/** The BASE a forced offer uses when the history shows no pay. */
export const TEST_BASE_CENTS = 10_000;

/** What the limit is computed from; raises recompute it with one of these changed. */
interface LimitFacts {
  income: { payer: string; frequency: PayFrequency; typicalAmountCents: number } | null;
  /** A forced offer without income: a test value stands in for pay. */
  testBase: boolean;
  averageDailyBalanceCents: number;
  overdrafts: number;
  hasFernleafDirectDeposit: boolean;
  /** "over the last 90 days", or over a shorter history. */
  averagedOver: string;
}

function toCents(value: bigint, what: string): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} is not a safe integer of cents: ${value}`);
  return cents;
}

function toHistory(transactions: readonly UnderwritingTransaction[], asOfDay: number): HistoryEntry[] {
  const history: HistoryEntry[] = [];
  for (const transaction of transactions) {
    const day = dayNumberOf(transaction.postedOn);
    if (day > asOfDay) continue;
    history.push({
      day,
      amountCents: toCents(transaction.amountCents, `Transaction of ${transaction.postedOn}`),
      category: transaction.category,
      description: transaction.description,
      merchantName: transaction.merchantName,
      pending: transaction.pending,
    });
  }
  return history;
}

function sumOf(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** A sum of lines held within [0, maximum] and floored to the step. */
function steppedLimit(sumCents: number): number {
  const held = Math.min(maximumAdvanceLimitCents, Math.max(0, sumCents));
  return Math.floor(held / advanceStepCents) * advanceStepCents;
}

function balanceBonusOf(averageDailyBalanceCents: number): number {
  return BALANCE_BONUSES.find((tier) => averageDailyBalanceCents >= tier.averageAtLeastCents)?.bonusCents ?? 0;
}

/** BASE, BONUS and REDUCTION lines: everything before the caps. */
function limitLines(facts: LimitFacts): EligibilityLine[] {
  const lines: EligibilityLine[] = [];
  const { income } = facts;
  if (income) {
    const share = Math.floor((income.typicalAmountCents * BASE_PERCENT) / 100);
    const amount = Math.min(share, BASE_MAXIMUM_CENTS);
    lines.push({
      kind: 'BASE',
      label: `Regular pay from ${income.payer}, ${formatCents(income.typicalAmountCents)} ${frequencyWords(income.frequency)}`,
      detail:
        share > BASE_MAXIMUM_CENTS
          ? `${BASE_PERCENT}% of a typical paycheck is ${formatCents(share)}; the base is at most ${formatDollars(BASE_MAXIMUM_CENTS)}.`
          : `${BASE_PERCENT}% of a typical paycheck, at most ${formatDollars(BASE_MAXIMUM_CENTS)}.`,
      amount,
    });
  } else if (facts.testBase) {
    lines.push({
      kind: 'BASE',
      label: 'Test value: no regular pay found',
      detail: `Set by the developer test switch. A real limit starts from ${BASE_PERCENT}% of regular pay.`,
      amount: TEST_BASE_CENTS,
    });
  } else {
    lines.push({
      kind: 'BASE',
      label: 'No regular pay found',
      detail: `A limit starts from ${BASE_PERCENT}% of regular pay: ${formatDollars(10_000)} or more from one payer, at least twice, weekly, every two weeks, twice a month or monthly.`,
      amount: 0,
    });
  }

  const balanceBonus = balanceBonusOf(facts.averageDailyBalanceCents);
  if (balanceBonus > 0) {
    const threshold = BALANCE_BONUSES.find((tier) => tier.bonusCents === balanceBonus)?.averageAtLeastCents ?? 0;
    lines.push({
      kind: 'BONUS',
      label: `Average daily balance of ${formatCents(facts.averageDailyBalanceCents)}`,
      detail: `An average of ${formatDollars(threshold)} or more ${facts.averagedOver} adds ${formatDollars(balanceBonus)}.`,
      amount: balanceBonus,
    });
  }
  if (facts.hasFernleafDirectDeposit) {
    lines.push({
      kind: 'BONUS',
      label: 'Direct deposit to Fernleaf checking',
      detail: `Your pay reached your Fernleaf checking account in the last ${INCOME_STOPPED_AFTER_DAYS} days, which adds ${formatDollars(DIRECT_DEPOSIT_BONUS_CENTS)}.`,
      amount: DIRECT_DEPOSIT_BONUS_CENTS,
    });
  }
  if (facts.overdrafts > 0) {
    lines.push({
      kind: 'REDUCTION',
      label: `${count(facts.overdrafts, 'overdraft')} in the last ${LOOKBACK_DAYS} days`,
      detail: `Each day your account was overdrawn in the last ${LOOKBACK_DAYS} days takes ${formatDollars(OVERDRAFT_REDUCTION_CENTS)} off.`,
      amount: -OVERDRAFT_REDUCTION_CENTS * facts.overdrafts,
    });
  }
  return lines;
}

/** The limit lines with the CAP line when they go above the maximum. */
function cappedLines(facts: LimitFacts): EligibilityLine[] {
  const lines = limitLines(facts);
  const sum = sumOf(lines);
  if (sum > maximumAdvanceLimitCents) {
    lines.push({
      kind: 'CAP',
      label: `Maximum limit of ${formatDollars(maximumAdvanceLimitCents)}`,
      detail: `The lines above add up to ${formatCents(sum)}; no limit goes above ${formatDollars(maximumAdvanceLimitCents)}.`,
      amount: maximumAdvanceLimitCents - sum,
    });
  }
  return lines;
}

/**
 * An offer's lines with the ROUNDING line when the limit is not their sum, so the table adds up to
 * the limit it shows. An offer's lines never add up to less than the minimum advance (a forced one
 * gets a test value), so only the floor to the $5 step can leave something out.
 */
function withRounding(lines: EligibilityLine[], limitCents: number): EligibilityLine[] {
  const sum = sumOf(lines);
  if (sum === limitCents) return lines;
  return [
    ...lines,
    {
      kind: 'ROUNDING',
      label: `Rounded down to a multiple of ${formatDollars(advanceStepCents)}`,
      detail: `Advances go in steps of ${formatDollars(advanceStepCents)}, so ${formatCents(sum)} becomes ${formatCents(limitCents)}.`,
      amount: limitCents - sum,
    },
  ];
}

/**
 * A stored breakdown as it reads now: an offer's table adds up to its limit. An underwriting stored
 * before the ROUNDING line existed gets it when read, so its table adds up too.
 */
export function breakdownAddingUp(breakdown: EligibilityBreakdown, outcome: EligibilityOutcome): EligibilityBreakdown {
  if (outcome === 'DENIED') return breakdown;
  return { ...breakdown, lines: withRounding(breakdown.lines, breakdown.limit) };
}

function fullLimitOf(facts: LimitFacts): number {
  return steppedLimit(sumOf(limitLines(facts)));
}

/**
 * What the member has not yet got, each with what it would add to the full limit; under the trial
 * cap that is the limit after the review, and the sentence says so.
 */
function raisesFor(facts: LimitFacts, underTrialCap = false): EligibilityBreakdown['raises'] {
  const limit = fullLimitOf(facts);
  const raises: EligibilityBreakdown['raises'] = [];
  const add = (label: string, changed: Partial<LimitFacts>, detail: (amount: number) => string) => {
    const amount = fullLimitOf({ ...facts, ...changed }) - limit;
    if (amount <= 0) return;
    const trialNote = underTrialCap
      ? ` It counts once your limit is reviewed at ${FULL_HISTORY_DAYS} days of history and ${FULL_HISTORY_PAYCHECKS} paychecks.`
      : '';
    raises.push({ label, detail: detail(amount) + trialNote, amount });
  };
  if (!facts.hasFernleafDirectDeposit) {
    add(
      'Have your pay deposited into Fernleaf checking',
      { hasFernleafDirectDeposit: true },
      (amount) =>
        `Once a paycheck reaches your Fernleaf checking account, your limit goes up by ${formatCents(amount)}.`,
    );
  }
  const nextBonus = [...BALANCE_BONUSES]
    .reverse()
    .find((tier) => tier.averageAtLeastCents > facts.averageDailyBalanceCents);
  if (nextBonus) {
    add(
      `Keep an average daily balance of ${formatDollars(nextBonus.averageAtLeastCents)}`,
      { averageDailyBalanceCents: nextBonus.averageAtLeastCents },
      (amount) =>
        `Your average ${facts.averagedOver} is ${formatCents(facts.averageDailyBalanceCents)}; at ${formatDollars(nextBonus.averageAtLeastCents)} or more your limit goes up by ${formatCents(amount)}.`,
    );
  }
  if (facts.overdrafts > 0) {
    add(
      `Go ${LOOKBACK_DAYS} days without an overdraft`,
      { overdrafts: 0 },
      (amount) =>
        `Your ${count(facts.overdrafts, 'overdraft')} in the last ${LOOKBACK_DAYS} days take ${formatCents(amount)} off your limit; each stops counting ${LOOKBACK_DAYS} days after it happened.`,
    );
  }
  return raises;
}

interface Evidence {
  asOfDay: number;
  historyDays: number;
  findings: UnderwritingFindings;
  overdraftDays: readonly number[];
  facts: LimitFacts;
}

/** Every reason the history itself is denied for, in the order of the rules. */
function denialReasonsFor({ asOfDay, historyDays, findings, overdraftDays, facts }: Evidence): DenialReason[] {
  const reasons: DenialReason[] = [];
  if (historyDays < MINIMUM_HISTORY_DAYS) {
    reasons.push({
      code: 'THIN_HISTORY',
      title:
        historyDays === 0
          ? `Your account has no history yet; we need at least ${MINIMUM_HISTORY_DAYS} days.`
          : `Your account has ${count(historyDays, 'day')} of history; we need at least ${MINIMUM_HISTORY_DAYS}.`,
      remedy: 'Link the account your pay goes into, or try again once it has four weeks of history.',
    });
  }
  const { income } = findings;
  if (!income) {
    reasons.push({
      code: 'NO_RECURRING_INCOME',
      title: `We found no regular pay into this account: no payer sent ${formatDollars(10_000)} or more at least twice, weekly, every two weeks, twice a month or monthly.`,
      remedy: 'Link the account your paychecks go into, or try again once two paychecks have arrived in this one.',
    });
  } else {
    const sinceLastPay = asOfDay - dayNumberOf(income.lastPaidOn);
    if (sinceLastPay > INCOME_STOPPED_AFTER_DAYS) {
      reasons.push({
        code: 'INCOME_STOPPED',
        title: `Your last pay from ${income.payer} arrived on ${formatLongDate(income.lastPaidOn)}, ${count(sinceLastPay, 'day')} ago; we need pay within the last ${INCOME_STOPPED_AFTER_DAYS} days.`,
        remedy: 'Try again once your next paycheck arrives, or link the account your pay goes into now.',
      });
    }
  }
  const overdrafts = overdraftDays.length;
  if (overdrafts >= DENYING_OVERDRAFTS) {
    // Once the oldest ones pass out of the 90 days, fewer than 6 remain (if no new one comes).
    const clearsOn = isoDateOf((overdraftDays[overdrafts - DENYING_OVERDRAFTS] ?? asOfDay) + LOOKBACK_DAYS);
    reasons.push({
      code: 'FREQUENT_OVERDRAFTS',
      title: `Your account was overdrawn on ${count(overdrafts, 'day')} in the last ${LOOKBACK_DAYS} days; we accept at most ${DENYING_OVERDRAFTS - 1}.`,
      remedy: `Keep your balance above $0 and try again from ${formatLongDate(clearsOn)}, when fewer than ${DENYING_OVERDRAFTS} of those days fall within the last ${LOOKBACK_DAYS}.`,
    });
  }
  const limit = fullLimitOf(facts);
  if (income && limit < minimumAdvanceCents) {
    const remedies: string[] = [];
    if (!facts.hasFernleafDirectDeposit) {
      remedies.push(
        `Have your pay deposited into your Fernleaf checking account: that adds ${formatDollars(DIRECT_DEPOSIT_BONUS_CENTS)}.`,
      );
    }
    if (facts.overdrafts > 0) {
      remedies.push(
        `Each overdraft takes ${formatDollars(OVERDRAFT_REDUCTION_CENTS)} off for ${LOOKBACK_DAYS} days; try again once fewer fall within them.`,
      );
    }
    if (remedies.length === 0) remedies.push('Try again once your pay or your average balance grows.');
    reasons.push({
      code: 'LIMIT_BELOW_MINIMUM',
      title: `Your limit works out to ${formatCents(limit)}; the smallest advance is ${formatDollars(minimumAdvanceCents)}.`,
      remedy: remedies.join(' '),
    });
  }
  return reasons;
}

const forcedDenial: DenialReason = {
  code: 'LIMIT_BELOW_MINIMUM',
  title: 'The developer test switch set this result to denied; your bank history did not.',
  remedy: 'Check eligibility again without the test switch to see what your bank history gives.',
};

function tierOf(outcome: EligibilityOutcome): QualificationTier | null {
  if (outcome === 'QUALIFIED') return defaultQualificationTier;
  if (outcome === 'TRIAL_QUALIFIED') return trialQualificationTier;
  return null;
}

/** Reads one checking account's history; see the rules at the top of this file. */
export function underwrite(input: UnderwritingInput): UnderwritingResult {
  const asOfDay = dayNumberOf(input.asOf);
  const currentBalanceCents = toCents(input.currentBalanceCents, 'The current balance');
  const history = toHistory(input.transactions, asOfDay);
  const historyDays = historyDaysOf(history, asOfDay);
  const income = findRecurringIncome(history, asOfDay);
  const { averageDailyBalanceCents, overdraftDays } = balanceFindings(history, currentBalanceCents, asOfDay);

  const lastPaidDay = income?.paidDays[income.paidDays.length - 1];
  const findings: UnderwritingFindings = {
    historyDays,
    income:
      income && lastPaidDay !== undefined
        ? {
            payer: income.payer,
            frequency: income.frequency,
            typicalAmount: income.typicalAmountCents,
            paychecksSeen: income.paychecksSeen,
            lastPaidOn: isoDateOf(lastPaidDay),
            nextPayday: isoDateOf(income.nextPayday),
          }
        : null,
    averageDailyBalance: averageDailyBalanceCents,
    overdraftsLast90Days: overdraftDays.length,
    currentBalance: currentBalanceCents,
    hasFernleafDirectDeposit: input.hasFernleafDirectDeposit,
  };
  const facts: LimitFacts = {
    income: income && {
      payer: income.payer,
      frequency: income.frequency,
      typicalAmountCents: income.typicalAmountCents,
    },
    testBase: false,
    averageDailyBalanceCents,
    overdrafts: overdraftDays.length,
    hasFernleafDirectDeposit: input.hasFernleafDirectDeposit,
    averagedOver:
      historyDays >= LOOKBACK_DAYS
        ? `over the last ${LOOKBACK_DAYS} days`
        : `over its ${count(Math.max(1, historyDays), 'day')} of history`,
  };
  const evidence: Evidence = { asOfDay, historyDays, findings, overdraftDays, facts };

  const reasons = denialReasonsFor(evidence);
  const isTrial = historyDays < FULL_HISTORY_DAYS || (income?.paychecksSeen ?? 0) < FULL_HISTORY_PAYCHECKS;
  const natural: EligibilityOutcome = reasons.length > 0 ? 'DENIED' : isTrial ? 'TRIAL_QUALIFIED' : 'QUALIFIED';
  const forced = input.forceOutcome ?? null;
  const outcome = forced ?? natural;

  const result = (limitCents: number, lines: EligibilityLine[], raises: EligibilityBreakdown['raises']) => ({
    outcome,
    tier: tierOf(outcome),
    limitCents,
    breakdown: { lines: outcome === 'DENIED' ? lines : withRounding(lines, limitCents), limit: limitCents, raises },
    denialReasons: outcome === 'DENIED' ? (forced ? [forcedDenial, ...reasons] : reasons) : [],
    findings,
  });

  if (outcome === 'DENIED') {
    const onlyLimit = !forced && reasons.every((reason) => reason.code === 'LIMIT_BELOW_MINIMUM');
    return result(0, cappedLines(facts), onlyLimit ? raisesFor(facts) : []);
  }

  // An offer. A forced one without pay stands on a test value, and never under the minimum.
  const offerFacts: LimitFacts = forced && !income ? { ...facts, testBase: true } : facts;
  const lines = cappedLines(offerFacts);
  if (forced && steppedLimit(sumOf(lines)) < minimumAdvanceCents) {
    lines.push({
      kind: 'BONUS',
      label: 'Test value',
      detail: `Set by the developer test switch, so that the ${formatDollars(minimumAdvanceCents)} minimum advance can be taken.`,
      amount: minimumAdvanceCents - sumOf(lines),
    });
  }
  const fullLimit = steppedLimit(sumOf(lines));
  if (outcome === 'QUALIFIED') return result(fullLimit, lines, raisesFor(offerFacts));

  const trialLimit = Math.min(fullLimit, TRIAL_LIMIT_CENTS);
  const paychecks = income?.paychecksSeen ?? 0;
  lines.push({
    kind: 'TRIAL_CAP',
    label: `Starting limit of up to ${formatDollars(TRIAL_LIMIT_CENTS)}`,
    detail: forced
      ? `Set by the developer test switch: a trial limit is at most ${formatDollars(TRIAL_LIMIT_CENTS)}.`
      : `Your account shows ${count(historyDays, 'day')} of history and ${count(paychecks, 'paycheck')}. Until it shows ${FULL_HISTORY_DAYS} days and ${FULL_HISTORY_PAYCHECKS} paychecks, a limit starts at up to ${formatDollars(TRIAL_LIMIT_CENTS)}.`,
    amount: Math.min(0, TRIAL_LIMIT_CENTS - Math.min(sumOf(lines), maximumAdvanceLimitCents)),
  });
  const raises = raisesFor(offerFacts, true);
  raises.push({
    label: `Your limit is reviewed at ${FULL_HISTORY_DAYS} days of history and ${FULL_HISTORY_PAYCHECKS} paychecks`,
    detail:
      fullLimit > trialLimit
        ? `On today's figures it would then be ${formatCents(fullLimit)}.`
        : `On today's figures it would stay at ${formatCents(trialLimit)}.`,
    amount: fullLimit - trialLimit,
  });
  return result(trialLimit, lines, raises);
}
