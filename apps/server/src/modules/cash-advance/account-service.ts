// The member's cash-advance account: made once (ml-lite), turned on by the subscription once the
// agreements are signed, and turned off in one step whatever is owed.
import type { CashAdvanceAccountStatus } from '@fernleaf/contract/cash-advance-onboarding';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { memberAccount } from '../../ledger/accounts.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import type { CashAdvanceFacts } from '../onboarding/member-facts.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import {
  type CashAdvanceAccountRow,
  findCashAdvanceAccount,
  insertCashAdvanceAccountIfAbsent,
  lockCashAdvanceAccount,
  updateCashAdvanceAccount,
} from './account-repo.ts';
import { unsignedRequiredAgreements } from './agreements-service.ts';
import { agreementsToSign, invalidUnderwritingId, noCashAdvanceAccount, refused } from './errors.ts';
import { linkedBankPlaceId } from './places.ts';
import { standingOf } from './standing.ts';
import { findUnderwritingOf, latestUnderwritingOf } from './underwriting-repo.ts';

/**
 * What onboarding's cash-advance steps read: the latest qualification and whether the subscription is
 * on. app.ts hands this to onboarding, which does not import the cash advance (decision 031).
 */
export async function cashAdvanceFactsOf(db: Db, memberId: string): Promise<CashAdvanceFacts> {
  const [underwriting, account] = await Promise.all([
    latestUnderwritingOf(db, memberId),
    findCashAdvanceAccount(db, memberId),
  ]);
  return {
    cashAdvanceQualification: underwriting?.outcome ?? null,
    hasCashAdvanceSubscription: account?.status === 'ACTIVE',
  };
}

/** Makes the account unless it exists, and answers it locked for the rest of the caller's transaction. */
async function ensureAccount(
  db: Tx,
  memberId: string,
  underwritingId: string | null,
  now: Date,
): Promise<{ account: CashAdvanceAccountRow; created: boolean }> {
  const existing = await lockCashAdvanceAccount(db, memberId);
  if (existing) return { account: existing, created: false };
  const receivable = await memberAccount(db, memberId, 'cash_advance_receivable');
  const created = await insertCashAdvanceAccountIfAbsent(db, {
    memberId,
    ledgerAccountId: receivable.id,
    underwritingId,
    createdAt: now,
  });
  const account = await lockCashAdvanceAccount(db, memberId);
  if (!account) throw new Error(`cash-advance account of ${memberId} could not be made`);
  return { account, created };
}

export async function createMlLiteAccount(
  db: Tx,
  memberId: string,
  request: { underwritingTransactionId?: string | undefined },
  now: Date,
): Promise<{ accountId: string; status: CashAdvanceAccountStatus; created: boolean }> {
  await requireMoneyProductPrerequisites(db, memberId, 'cash-advance', now);
  let underwritingId: string | null = null;
  if (request.underwritingTransactionId) {
    const underwriting = await findUnderwritingOf(db, memberId, request.underwritingTransactionId);
    if (!underwriting) throw invalidUnderwritingId();
    underwritingId = underwriting.id;
  } else {
    underwritingId = (await latestUnderwritingOf(db, memberId))?.id ?? null;
  }
  const { account, created } = await ensureAccount(db, memberId, underwritingId, now);
  return { accountId: account.id, status: account.status, created };
}

export async function subscribe(
  db: Tx,
  memberId: string,
  request: { underwritingTransactionId: string },
  now: Date,
): Promise<{
  status: 'ADDON_SUCCESS' | 'ACTIVE_SUSPENDED_ADDON_FOUND';
  code: 200;
  accountStatus: CashAdvanceAccountStatus;
}> {
  await requireMoneyProductPrerequisites(db, memberId, 'cash-advance', now);
  const underwriting = await findUnderwritingOf(db, memberId, request.underwritingTransactionId);
  if (!underwriting) throw invalidUnderwritingId();
  if (underwriting.outcome === 'DENIED') {
    throw refused('INVALID UNDERWRITING ID', {
      underwritingTransactionId: 'This bank history did not qualify for an advance.',
    });
  }
  const { account } = await ensureAccount(db, memberId, underwriting.id, now);
  if (account.status === 'ACTIVE') {
    return { status: 'ACTIVE_SUSPENDED_ADDON_FOUND', code: 200, accountStatus: 'ACTIVE' };
  }
  const unsigned = await unsignedRequiredAgreements(db, memberId, underwriting.id);
  if (unsigned.length > 0) throw agreementsToSign(unsigned);
  await updateCashAdvanceAccount(db, memberId, {
    status: 'ACTIVE',
    underwritingId: underwriting.id,
    subscribedAt: now,
    cancelledAt: null,
    // Repayments come from the account the advance is based on until the member chooses otherwise.
    repaymentMethod: account.repaymentMethod ?? linkedBankPlaceId(underwriting.linkedAccountId),
  });
  return { status: 'ADDON_SUCCESS', code: 200, accountStatus: 'ACTIVE' };
}

/** One step, no questions: advances stop at once; what is owed stays scheduled as it was. */
export async function cancelSubscription(
  db: Tx,
  memberId: string,
  now: Date,
): Promise<{ accountStatus: CashAdvanceAccountStatus; cancelledOn: string; stillOwed: number }> {
  const standing = await standingOf(db, memberId, { lock: true });
  if (!standing.account) throw noCashAdvanceAccount();
  const account =
    standing.account.status === 'CANCELLED'
      ? standing.account
      : await updateCashAdvanceAccount(db, memberId, { status: 'CANCELLED', cancelledAt: now });
  return {
    accountStatus: account.status,
    cancelledOn: (account.cancelledAt ?? now).toISOString(),
    stillOwed: jsonCents(standing.owedCents),
  };
}
