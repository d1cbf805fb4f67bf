// The terms of one advance, quoted by the server: the fee after the member's repricing, the tip they
// chose, the total, the repayment date (their next payday) and the APR that fee and tip amount to
// over the term. The member reads and signs exactly these; taking the advance charges exactly these.

import { daysBetween } from '@fernleaf/contract/calendar/days';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type { AdvanceTerms } from '@fernleaf/contract/cash-advance';
import { annualPercentageRate } from '@fernleaf/contract/cash-advance-apr';
import { deliveryWording, repaymentDateAfterArrival } from '@fernleaf/contract/cash-advance-delivery';
import type { UnderwritingFindings } from '@fernleaf/contract/cash-advance-onboarding';
import { amountProblem, type DisbursementMethod, tipOptionsCents } from '@fernleaf/contract/cash-advance-pricing';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { blockersOf } from './blockers.ts';
import { destinationIdOf, disbursementOptions } from './disbursement-options.ts';
import { advancesUnavailable, identityCheckRequired, refused } from './errors.ts';
import { upcomingPaydays } from './paydays.ts';
import { repricingFor } from './segment.ts';
import type { Standing } from './standing.ts';

export interface TermsRequest {
  amount: number;
  disbursementMethod: DisbursementMethod;
  tip: number;
  destinationId?: string | undefined;
}

/**
 * The repayment date of money available to the member on `arrivesOn` (today for instant delivery, the
 * ACH arrival day for standard): the first payday far enough after it, never a day before it.
 */
export async function repaymentDateOf(
  db: Db,
  memberId: string,
  findings: UnderwritingFindings | null,
  arrivesOn: string,
): Promise<string> {
  return repaymentDateAfterArrival(arrivesOn, await upcomingPaydays(db, memberId, findings, arrivesOn));
}

/**
 * The terms of the advance asked for, or a refusal naming the field: more than is available, a tip
 * not offered, a way of delivery that is not ready, a destination that is not the member's.
 */
export async function quoteTerms(
  db: Db,
  memberId: string,
  standing: Standing,
  request: TermsRequest,
  now: Date,
): Promise<AdvanceTerms> {
  const blocking = (await blockersOf(db, memberId, standing, now)).find((blocker) => blocker.code !== 'LIMIT_REACHED');
  if (blocking) throw advancesUnavailable('Advances are not available now', blocking.message);

  const amountRefusal = amountProblem(request.amount, jsonCents(standing.availableCents));
  if (amountRefusal) throw refused('Check the amount', { amount: amountRefusal });
  if (!tipOptionsCents(request.amount).includes(request.tip)) {
    throw refused('Check the tip', { tip: 'Choose one of the tips offered, or $0' });
  }

  const underwriting = standing.underwriting;
  const options = await disbursementOptions(db, memberId, request.amount, {
    now,
    repricing: await repricingFor(db, memberId, underwriting),
    targetLinkedAccountId: underwriting?.linkedAccountId ?? null,
  });
  const option = options.find((candidate) => candidate.method === request.disbursementMethod);
  if (!option) throw new Error(`no option for ${request.disbursementMethod}`);
  if (option.requirement === 'IDENTITY_CHECK') throw identityCheckRequired();
  if (option.requirement) throw refused('Choose another way', { disbursementMethod: option.unavailableReason ?? '' });
  const destination = request.destinationId
    ? option.destinations.find((place) => destinationIdOf(place) === request.destinationId)
    : option.destinations[0];
  if (!destination) {
    throw refused('Choose where it goes', { destinationId: 'Choose one of the places offered for this way' });
  }

  const today = easternToday(now);
  const findings = (underwriting?.findings ?? null) as UnderwritingFindings | null;
  // The term runs from the day the money is available to the member to the repayment date (Reg Z
  // Appendix J (b)(2): the term begins when the funds are disbursed to the member).
  const repaymentDate = await repaymentDateOf(db, memberId, findings, option.arrivesOn);
  const totalToRepay = request.amount + option.feeCents + request.tip;
  return {
    amount: request.amount,
    method: request.disbursementMethod,
    destinationId: destinationIdOf(destination),
    destinationLabel: destination.label,
    fee: option.feeCents,
    tip: request.tip,
    totalToRepay,
    repaymentDate,
    termDays: daysBetween(option.arrivesOn, repaymentDate),
    apr: annualPercentageRate({
      amountFinancedCents: request.amount,
      advancedOn: option.arrivesOn,
      payments: [{ onDate: repaymentDate, amountCents: totalToRepay }],
    }),
    deliveryWording: deliveryWording(option.deliveryHours),
    arrivesOn: option.arrivesOn,
    quotedOn: today,
  };
}
