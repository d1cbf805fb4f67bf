// Underwriting a member: every linked checking account that is COMPLETE is read and the best answer
// kept (the spec's best-bank eligibility), stored with its breakdown so the member can see, line by
// line, why the limit is what it is and what would raise it.

import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { addDays, addDaysToInstant } from '@fernleaf/contract/calendar/days';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type {
  BankAccountInfo,
  DenialReason,
  EligibilityBreakdown,
  EligibilityOutcome,
  Qualification,
  UnderwritingFindings,
} from '@fernleaf/contract/cash-advance-onboarding';
import type { AppEnv } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hasPostedEntrySince } from '../../ledger/ledger-repo.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import {
  accountHistoryFrom,
  type LinkedCheckingAccount,
  liveCheckingAccountsOf,
} from '../bank/linked-accounts-service.ts';
import { moveDueBanksOn } from '../bank/linked-banks-service.ts';
import { checkingAccountOf } from '../checking/account-info.ts';
import { linkedBankStatusAt } from '../checking/linked-bank-status.ts';
import { bankNotLinked, refused } from './errors.ts';
import { standingOf } from './standing.ts';
import { breakdownAddingUp, type UnderwritingResult, underwrite } from './underwriting/underwriting.ts';
import {
  insertUnderwriting,
  latestUnderwritingOf,
  membersUnderwrittenBefore,
  type UnderwritingRow,
} from './underwriting-repo.ts';

/** A year of history is read, as the aggregator gives it. */
const historyDays = 365;
/** Pay that reached Fernleaf checking this recently counts as direct deposit. */
const directDepositWindowDays = 35;
/** An underwriting is read again after a day, so a new paycheck or deposit shows in the limit. */
export const underwritingFreshMs = MS_PER_DAY;

const outcomeRank: Record<EligibilityOutcome, number> = { QUALIFIED: 2, TRIAL_QUALIFIED: 1, DENIED: 0 };

export interface EligibilityRequest {
  flow: 'ORGANIC' | 'INTENT';
  testValues?: { forceOutcome: EligibilityOutcome } | undefined;
  linkedAccountId?: string | undefined;
}

function bankAccountInfoOf(candidate: LinkedCheckingAccount): BankAccountInfo {
  return {
    linkedAccountId: candidate.linkedAccountId,
    bankId: candidate.bankId,
    bankName: candidate.bankName,
    accountName: candidate.accountName,
    mask: candidate.mask,
  };
}

async function hasFernleafDirectDeposit(db: Db, memberId: string, now: Date): Promise<boolean> {
  const checking = await checkingAccountOf(db, memberId);
  if (!checking) return false;
  return hasPostedEntrySince(
    db,
    checking.ledgerAccountId,
    'payroll_deposit',
    addDaysToInstant(now, -directDepositWindowDays),
  );
}

async function underwriteCandidate(
  db: Db,
  candidate: LinkedCheckingAccount,
  context: { today: string; directDeposit: boolean; forceOutcome: EligibilityOutcome | null },
): Promise<UnderwritingResult> {
  const from = addDays(context.today, -historyDays);
  return underwrite({
    transactions: await accountHistoryFrom(db, candidate.linkedAccountId, from),
    currentBalanceCents: candidate.currentBalanceCents,
    asOf: context.today,
    hasFernleafDirectDeposit: context.directDeposit,
    forceOutcome: context.forceOutcome,
  });
}

/** Better outcome first, then the higher limit; the newest bank wins a tie (the list is newest first). */
function isBetter(candidate: UnderwritingResult, best: UnderwritingResult): boolean {
  const rank = outcomeRank[candidate.outcome] - outcomeRank[best.outcome];
  return rank > 0 || (rank === 0 && candidate.limitCents > best.limitCents);
}

/** Reads the member's linked checking accounts and stores the best answer. */
export async function underwriteMember(
  db: Db,
  memberId: string,
  request: EligibilityRequest,
  options: { now: Date; appEnv: AppEnv },
): Promise<UnderwritingRow> {
  if (request.testValues && options.appEnv === 'production') {
    throw validationFailed({ testValues: 'Test values are not accepted in production' });
  }
  await moveDueBanksOn(db, memberId, options.now);
  const candidates = await liveCheckingAccountsOf(db, memberId);
  let usable = candidates.filter((candidate) => linkedBankStatusAt(candidate, options.now) === 'COMPLETE');
  if (request.linkedAccountId) {
    const chosen = candidates.find((candidate) => candidate.linkedAccountId === request.linkedAccountId);
    if (!chosen) throw notFound('That linked bank account');
    if (!usable.includes(chosen)) {
      throw refused('This bank cannot be used now', {
        linkedAccountId: 'This bank is not linked right now. Link it again first.',
      });
    }
    usable = [chosen];
  }
  if (usable.length === 0) throw bankNotLinked();

  const context = {
    today: easternToday(options.now),
    directDeposit: await hasFernleafDirectDeposit(db, memberId, options.now),
    forceOutcome: request.testValues?.forceOutcome ?? null,
  };
  let best: { candidate: LinkedCheckingAccount; result: UnderwritingResult } | undefined;
  for (const candidate of usable) {
    const result = await underwriteCandidate(db, candidate, context);
    if (!best || isBetter(result, best.result)) best = { candidate, result };
  }
  if (!best) throw bankNotLinked();
  return insertUnderwriting(db, {
    memberId,
    linkedAccountId: best.candidate.linkedAccountId,
    flow: request.flow,
    outcome: best.result.outcome,
    tier: best.result.tier,
    limitCents: BigInt(best.result.limitCents),
    breakdown: best.result.breakdown,
    denialReasons: best.result.denialReasons,
    findings: best.result.findings,
    forcedOutcome: context.forceOutcome,
    createdAt: options.now,
  });
}

/** The underwriting as the member sees it, with what of the limit is free now. */
export async function qualificationOf(db: Db, memberId: string, underwriting: UnderwritingRow): Promise<Qualification> {
  const [standing, candidates] = await Promise.all([standingOf(db, memberId), liveCheckingAccountsOf(db, memberId)]);
  const bank = candidates.find((candidate) => candidate.linkedAccountId === underwriting.linkedAccountId);
  const usedCents = standing.principalOutstandingCents;
  const available =
    underwriting.outcome === 'DENIED' || usedCents >= underwriting.limitCents
      ? 0n
      : underwriting.limitCents - usedCents;
  return {
    underwritingTransactionId: underwriting.id,
    status: underwriting.outcome,
    tier: underwriting.tier,
    eligibleAmount: { total: jsonCents(underwriting.limitCents), available: jsonCents(available) },
    eligibilityBreakdown: breakdownAddingUp(underwriting.breakdown as EligibilityBreakdown, underwriting.outcome),
    denialReasons: underwriting.denialReasons as DenialReason[],
    findings: underwriting.findings as UnderwritingFindings,
    bankAccountInfo: bank
      ? bankAccountInfoOf(bank)
      : {
          linkedAccountId: underwriting.linkedAccountId,
          bankId: '',
          bankName: 'Removed bank',
          accountName: '',
          mask: '',
        },
    evaluatedOn: underwriting.createdAt.toISOString(),
  };
}

export async function checkEligibility(
  db: Db,
  memberId: string,
  request: EligibilityRequest,
  options: { now: Date; appEnv: AppEnv },
) {
  const underwriting = await underwriteMember(db, memberId, request, options);
  const qualification = await qualificationOf(db, memberId, underwriting);
  return {
    status: qualification.status,
    underwritingTransactionId: underwriting.id,
    bankAccountInfo: qualification.bankAccountInfo,
    qualification,
  };
}

/** Null before the first underwriting. */
export async function latestQualification(db: Db, memberId: string): Promise<Qualification | null> {
  const underwriting = await latestUnderwritingOf(db, memberId);
  if (!underwriting) return null;
  return qualificationOf(db, memberId, underwriting);
}

/** Reads the history again when the stored answer is over a day old and a bank can still be read. */
export async function refreshStaleUnderwriting(db: Db, memberId: string, options: { now: Date; appEnv: AppEnv }) {
  const latest = await latestUnderwritingOf(db, memberId);
  if (!latest || latest.forcedOutcome || options.now.getTime() - latest.createdAt.getTime() < underwritingFreshMs)
    return;
  const candidates = await liveCheckingAccountsOf(db, memberId);
  const stillLinked = candidates.some(
    (candidate) =>
      candidate.linkedAccountId === latest.linkedAccountId && linkedBankStatusAt(candidate, options.now) === 'COMPLETE',
  );
  if (stillLinked) {
    await underwriteMember(db, memberId, { flow: latest.flow, linkedAccountId: latest.linkedAccountId }, options);
  }
}

/**
 * The job queue's run: every member's underwriting older than a day is read again (it was done by
 * the member's cash advance read before reads stopped writing, decision 040).
 */
export async function refreshStaleUnderwritings(db: Db, options: { now: Date; appEnv: AppEnv }) {
  const members = await membersUnderwrittenBefore(db, new Date(options.now.getTime() - underwritingFreshMs));
  for (const memberId of members) await refreshStaleUnderwriting(db, memberId, options);
}

export async function targetBankAccount(db: Db, memberId: string, now: Date) {
  const [latest, candidates] = await Promise.all([
    latestUnderwritingOf(db, memberId),
    liveCheckingAccountsOf(db, memberId),
  ]);
  const usable = candidates.filter((candidate) => linkedBankStatusAt(candidate, now) === 'COMPLETE');
  const target = latest
    ? candidates.find((candidate) => candidate.linkedAccountId === latest.linkedAccountId)
    : undefined;
  return { account: target ? bankAccountInfoOf(target) : null, candidates: usable.map(bankAccountInfoOf) };
}
