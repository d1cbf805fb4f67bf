// How likely a partner is to approve, from how far the answers clear its published rules. Each
// rule the answers are weighed on scores 0 (just clears it), 1 or 2 (clears it well); two factors
// make the level, and for loans the payment against income may lower it. The explanation names the
// answers behind the level in one sentence. It is an estimate, never a promise: the partner decides
// after its own check, so nothing here says "pre-approved".

import type { approvalOddsLevels, CreditScoreBand } from '@fernleaf/contract/marketplace';
import { creditScoreRank } from '@fernleaf/contract/marketplace';
import { formatDollars } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';

export type OddsLevel = (typeof approvalOddsLevels)[number];
export type Points = 0 | 1 | 2;

export interface OddsFactor {
  points: Points;
  /** A clause of the explanation, starting in lower case. */
  phrase: string;
}

export interface ApprovalOdds {
  level: OddsLevel;
  explanation: string;
}

const bandWords: Record<CreditScoreBand, string> = { EXCELLENT: 'excellent', GOOD: 'good', FAIR: 'fair', POOR: 'poor' };

/**
 * Bands above the partner's lowest: 0 scores 0, 1 scores 1, 2 or more score 2. A partner that takes
 * every band still prices and decides by score, so a poor score just clears its rule there too.
 */
export function creditScoreFactor(band: CreditScoreBand, minBand: CreditScoreBand, partnerName: string): OddsFactor {
  const word = bandWords[band];
  const margin = creditScoreRank[band] - creditScoreRank[minBand];
  if (margin <= 0) return { points: 0, phrase: `your ${word} credit score is the lowest band ${partnerName} accepts` };
  if (margin === 1) {
    return { points: 1, phrase: `your ${word} credit score is one band above the lowest ${partnerName} accepts` };
  }
  return { points: 2, phrase: `your ${word} credit score is ${margin} bands above the lowest ${partnerName} accepts` };
}

/** Under `good` times the minimum scores 0, under `well` times 1, from `well` times on 2. */
function ratioPoints(value: number, minimum: number, { well, good }: { well: number; good: number }): Points {
  if (value >= minimum * well) return 2;
  if (value >= minimum * good) return 1;
  return 0;
}

/** "2.8", "2" or "15": the ratio rounded down to a tenth, so it never overstates the margin (a ratio, not money). */
function timesText(value: number, minimum: number): string {
  const tenths = Math.floor((value * 10) / minimum);
  const whole = Math.floor(tenths / 10);
  return tenths % 10 === 0 ? String(whole) : `${whole}.${tenths % 10}`;
}

/** Under 1.25 times the minimum scores 0, under twice 1, then 2. Follows a clause naming the partner ("its"). */
export function incomeFactor(incomeCents: number, minIncomeCents: number): OddsFactor {
  const income = formatDollars(incomeCents);
  const minimum = formatDollars(minIncomeCents);
  const points = ratioPoints(incomeCents, minIncomeCents, { well: 2, good: 1.25 });
  if (points === 0) return { points, phrase: `your ${income} income just clears its ${minimum} minimum` };
  return {
    points,
    phrase: `your ${income} income is ${timesText(incomeCents, minIncomeCents)} times its ${minimum} minimum`,
  };
}

/** Debt relief enrols from a minimum debt; under 1.5 times it scores 0, under 3 times 1, then 2. */
export function debtFactor(debtCents: number, minDebtCents: number, partnerName: string): OddsFactor {
  const debt = formatDollars(debtCents);
  const minimum = formatDollars(minDebtCents);
  const points = ratioPoints(debtCents, minDebtCents, { well: 3, good: 1.5 });
  const rule = `the ${minimum} minimum ${partnerName} enrolls`;
  if (points === 0) return { points, phrase: `your ${debt} of debt just clears ${rule}` };
  return { points, phrase: `your ${debt} of debt is ${timesText(debtCents, minDebtCents)} times ${rule}` };
}

/** Earned-wage providers time advances to paydays, so a pay schedule on file scores 2, none 0. */
export function payScheduleFactor(hasPaySchedule: boolean, partnerName: string): OddsFactor {
  return hasPaySchedule
    ? { points: 2, phrase: `your pay schedule is on file, so ${partnerName} can time advances to your paydays` }
    : { points: 0, phrase: `${partnerName} has no pay schedule of yours to time advances to` };
}

export interface OddsCap {
  /** The best level the odds may have. */
  atMost: OddsLevel;
  phrase: string;
}

/**
 * Lenders weigh the new payment against income: up to 10% of monthly income leaves the odds as they
 * are, above 10% they are at most MEDIUM, above 20% LOW.
 */
export function paymentToIncomeCap(monthlyPaymentCents: number, annualIncomeCents: number): OddsCap {
  const yearlyPayments = monthlyPaymentCents * 12;
  // To the basis point, the nearest; a share just over a threshold that rounds to it says so, so "10%"
  // never stands for a share the cap treats as above 10%.
  const hundredths = Math.round((yearlyPayments * 10_000) / annualIncomeCents);
  const justOver =
    yearlyPayments * 10_000 > hundredths * annualIncomeCents && (hundredths === 1000 || hundredths === 2000);
  const percent = `${justOver ? 'just over ' : ''}${formatBasisPoints(hundredths)}`;
  const phrase = `the ${formatDollars(monthlyPaymentCents)} monthly payment would be ${percent} of your monthly income`;
  if (yearlyPayments * 5 > annualIncomeCents) return { atMost: 'LOW', phrase };
  if (yearlyPayments * 10 > annualIncomeCents) return { atMost: 'MEDIUM', phrase };
  return { atMost: 'HIGH', phrase };
}

const levelOrder: Record<OddsLevel, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };

/**
 * HIGH when both factors clear their rule at least somewhat and together score 3 or 4; LOW when they
 * score 0 or 1 together; MEDIUM otherwise (one clears well, the other only just, or both somewhat).
 */
export function oddsOf(first: OddsFactor, second: OddsFactor, cap?: OddsCap): ApprovalOdds {
  const total = first.points + second.points;
  let level: OddsLevel = 'MEDIUM';
  if (total <= 1) level = 'LOW';
  else if (total >= 3 && first.points >= 1 && second.points >= 1) level = 'HIGH';
  if (cap && levelOrder[cap.atMost] < levelOrder[level]) level = cap.atMost;
  const phrases = [first.phrase, second.phrase, ...(cap ? [cap.phrase] : [])];
  return { level, explanation: sentenceOf(phrases) };
}

function sentenceOf(phrases: string[]): string {
  const last = phrases.at(-1) ?? '';
  const joined = phrases.length > 1 ? `${phrases.slice(0, -1).join(', ')}, and ${last}` : last;
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}
