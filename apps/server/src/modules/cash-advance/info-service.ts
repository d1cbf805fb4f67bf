// What the cash advance's screens read: what the member may take and owes, where they stand, the
// amounts, ways of delivery and tips on offer, their fees and their experiment groups.

import { standardCutoffHour } from '@fernleaf/contract/ach-calendar';
import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import { daysBetween } from '@fernleaf/contract/calendar/days';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type { CashAdvanceInfo, UserTreatment } from '@fernleaf/contract/cash-advance';
import { upcomingHolidayAlert } from '@fernleaf/contract/cash-advance-delivery';
import type { EligibilityBreakdown, UnderwritingFindings } from '@fernleaf/contract/cash-advance-onboarding';
import {
  disbursementAmountChoices,
  disbursementFeeCents,
  instantFeeSchedule,
  minimumAdvanceCents,
  tipOptionsCents,
} from '@fernleaf/contract/cash-advance-pricing';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import type { ProductFactsOf } from '../onboarding/member-facts.ts';
import { currentStepPathOf } from '../onboarding/service.ts';
import { findSchedulesOf } from './advance-repo.ts';
import { blockersOf } from './blockers.ts';
import { disbursementOptions, toMethodOption } from './disbursement-options.ts';
import { placesOf } from './places.ts';
import { defaultMethodOf } from './repayment-service.ts';
import { repricingFor, segmentOf } from './segment.ts';
import { standingOf } from './standing.ts';
import { repaymentDateOf } from './terms.ts';
import { repricingGroupOf, repricingOf, userTreatments } from './treatments.ts';
import { breakdownAddingUp } from './underwriting/underwriting.ts';

export async function cashAdvanceInfo(db: Db, memberId: string, now: Date): Promise<CashAdvanceInfo> {
  const standing = await standingOf(db, memberId);
  const [blockers, schedules, places] = await Promise.all([
    blockersOf(db, memberId, standing, now),
    findSchedulesOf(
      db,
      standing.openAdvances.map((advance) => advance.id),
    ),
    placesOf(db, memberId, now),
  ]);
  const next = schedules.find((schedule) => schedule.status === 'SCHEDULED');
  const method = defaultMethodOf(places, standing.account?.repaymentMethod ?? null);
  const underwriting = standing.underwriting;
  return {
    eligible: blockers.length === 0 && standing.availableCents >= BigInt(minimumAdvanceCents),
    accountStatus: standing.account?.status ?? null,
    tier: underwriting?.tier ?? null,
    expectedPaymentAmount: next ? jsonCents(next.amountCents) : 0,
    payableAmount: jsonCents(standing.owedCents),
    eligibleAmount: { total: jsonCents(standing.limitCents), available: jsonCents(standing.availableCents) },
    eligibilityBreakdown: underwriting
      ? breakdownAddingUp(underwriting.breakdown as EligibilityBreakdown, underwriting.outcome)
      : null,
    nextRepayment: next
      ? { dueOn: next.dueOn, amount: jsonCents(next.amountCents), methodLabel: method?.label ?? 'No repayment method' }
      : null,
    upcomingHolidayAlert: upcomingHolidayAlert(easternToday(now)),
    blockers,
  };
}

export async function cashAdvanceAccess(db: Db, memberId: string, now: Date, productFactsOf: ProductFactsOf) {
  const standing = await standingOf(db, memberId);
  const blockers = await blockersOf(db, memberId, standing, now);
  const settingUp = !standing.account || standing.account.status === 'PENDING';
  return {
    hasAccess: standing.account?.status === 'ACTIVE',
    accountStatus: standing.account?.status ?? null,
    nextPath: settingUp ? await onboardingStepDue(db, memberId, now, productFactsOf) : '/instacash',
    blockers,
  };
}

/** The cash advance's onboarding step the member is due to take, or /instacash when none is left. */
async function onboardingStepDue(db: Db, memberId: string, now: Date, productFactsOf: ProductFactsOf): Promise<string> {
  return (await currentStepPathOf(db, memberId, 'instacash', now, productFactsOf)) ?? '/instacash';
}

export function timeZoneInfo(now: Date) {
  return {
    // Cash-advance dates are counted in the banks' zone, Eastern time.
    timeZone: newYorkTimeZone,
    abbreviation: 'ET',
    today: easternToday(now),
    standardCutoffHour,
  };
}

export async function disbursementAmounts(db: Db, memberId: string) {
  const standing = await standingOf(db, memberId);
  const choices = disbursementAmountChoices(jsonCents(standing.availableCents));
  return {
    minimum: choices.minimumCents,
    maximum: choices.maximumCents,
    step: choices.stepCents,
    suggested: choices.suggestedCents,
    available: jsonCents(standing.availableCents),
  };
}

/** The ways to deliver an advance of this amount, and the repayment date it would have if taken now. */
export async function disbursementMethodOptions(db: Db, memberId: string, amountCents: number, now: Date) {
  const standing = await standingOf(db, memberId);
  const underwriting = standing.underwriting;
  const options = await disbursementOptions(db, memberId, amountCents, {
    now,
    repricing: await repricingFor(db, memberId, underwriting),
    targetLinkedAccountId: underwriting?.linkedAccountId ?? null,
  });
  const today = easternToday(now);
  const findings = (underwriting?.findings ?? null) as UnderwritingFindings | null;
  const repaymentDate = await repaymentDateOf(db, memberId, findings, today);
  const methods = await Promise.all(
    options.map(async (option) =>
      toMethodOption(option, await repaymentDateOf(db, memberId, findings, option.arrivesOn)),
    ),
  );
  return {
    methods,
    standardIsFree: true as const,
    repaymentDate,
    termDays: daysBetween(today, repaymentDate),
  };
}

export function tipOptions(amountCents: number) {
  return { tipOptions: tipOptionsCents(amountCents), defaultTip: 0 as const, tipSource: 'voluntary' as const };
}

export async function feeRepricing(db: Db, memberId: string) {
  const standing = await standingOf(db, memberId);
  const segment = await segmentOf(db, memberId, standing.underwriting);
  const group = repricingGroupOf(memberId, segment);
  const repricing = repricingOf(memberId, segment);
  // The schedule as this member pays it: each tier's top amount priced with their discount.
  const priced = (method: keyof typeof instantFeeSchedule) =>
    instantFeeSchedule[method].map((tier) => ({
      upTo: tier.upToCents,
      fee: disbursementFeeCents(method, tier.upToCents, { ...repricing, freeInstantUpToCents: 0 }),
    }));
  return {
    experimentName: group?.experimentName ?? null,
    treatmentName: group ? 'TREATMENT' : null,
    instantFeeDiscountPercent: repricing.instantFeeDiscountPercent,
    freeInstantUpTo: repricing.freeInstantUpToCents,
    schedule: {
      INSTANT_CHECKING: priced('INSTANT_CHECKING'),
      INSTANT_CARD: priced('INSTANT_CARD'),
    },
  };
}

export async function treatmentsOf(
  db: Db,
  memberId: string,
  experimentNames: string[] | undefined,
): Promise<UserTreatment[]> {
  const standing = await standingOf(db, memberId);
  const all = userTreatments(memberId, await segmentOf(db, memberId, standing.underwriting));
  return experimentNames ? all.filter((treatment) => experimentNames.includes(treatment.experimentName)) : all;
}
