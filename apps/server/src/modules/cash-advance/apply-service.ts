import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type { AdvanceTerms, CashAdvance } from '@fernleaf/contract/cash-advance';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { type PostingInput, postEntry } from '../../ledger/post-entry.ts';
import { notFound } from '../../platform/errors.ts';
import { checkingAccountOf } from '../checking/account-info.ts';
import type { AchRails } from '../checking/ach-network.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { insertAdvance, insertScheduledRepayments } from './advance-repo.ts';
import { requireOpenApplication } from './application-service.ts';
import { findDocumentOf, isDocumentUsed } from './document-repo.ts';
import { noCashAdvanceAccount, refused, termsExpired } from './errors.ts';
import { standingOf } from './standing.ts';
import { quoteTerms } from './terms.ts';
import { toCashAdvance } from './views.ts';

export interface ApplyRequest {
  applicationId: string;
  esignDocumentId: string;
  amount: number;
  disbursementMethod: AdvanceTerms['method'];
  tip: number;
  destinationId?: string | undefined;
}

export interface ApplyOptions extends AchRails {
  now: Date;
  brandName: string;
}

/** The fields of the request that must be what the member signed. */
function differencesFromSigned(request: ApplyRequest, signed: AdvanceTerms): Record<string, string> {
  const problems: Record<string, string> = {};
  const differs = 'This is not what you signed. Review and sign the terms again.';
  if (request.amount !== signed.amount) problems.amount = differs;
  if (request.disbursementMethod !== signed.method) problems.disbursementMethod = differs;
  if (request.tip !== signed.tip) problems.tip = differs;
  if (request.destinationId !== undefined && request.destinationId !== signed.destinationId) {
    problems.destinationId = differs;
  }
  return problems;
}

/** Must run in one transaction: the account lock is what keeps concurrent requests within the limit. */
export async function applyForAdvance(
  db: Tx,
  memberId: string,
  request: ApplyRequest,
  options: ApplyOptions,
): Promise<CashAdvance> {
  await requireMoneyProductPrerequisites(db, memberId, 'cash-advance', options.now);
  const standing = await standingOf(db, memberId, { lock: true });
  if (!standing.account) throw noCashAdvanceAccount();
  const application = await requireOpenApplication(db, memberId, request.applicationId);

  const document = await findDocumentOf(db, memberId, request.esignDocumentId);
  if (document?.docType !== 'ADVANCE_TERMS' || document.applicationId !== application.id) {
    throw notFound('Those terms');
  }
  if (!document.signedAt)
    throw refused('Sign the terms first', { esignDocumentId: 'Sign the terms of this advance first' });
  if (await isDocumentUsed(db, document.id)) {
    throw refused('These terms were used', {
      esignDocumentId: 'An advance was already taken on these terms. Review and sign new terms for another.',
    });
  }
  const signed = document.terms as AdvanceTerms;
  if (signed.quotedOn !== easternToday(options.now)) throw termsExpired();
  const differences = differencesFromSigned(request, signed);
  if (Object.keys(differences).length > 0) throw refused('Check the request', differences);

  // The same checks as the quote, now under the lock: limit, blockers, the destination still ready.
  // The fee and date stay as signed; the member never pays other than what they read.
  const current = await quoteTerms(
    db,
    memberId,
    standing,
    { ...request, destinationId: signed.destinationId },
    options.now,
  );
  const destination = await destinationPostingOf(db, memberId, signed, current);

  const amount = BigInt(signed.amount);
  const fee = BigInt(signed.fee);
  const tip = BigInt(signed.tip);
  const standard = signed.method === 'STANDARD_BANK';
  const postings: PostingInput[] = [
    { accountId: standing.account.ledgerAccountId, amountCents: -(amount + fee + tip) },
    { accountId: destination.accountId, amountCents: amount },
    ...(fee > 0n ? [{ accountId: platformAccount('fee_revenue').id, amountCents: fee }] : []),
    ...(tip > 0n ? [{ accountId: platformAccount('tip_revenue').id, amountCents: tip }] : []),
  ];
  const { entry } = await postEntry(db, {
    // One advance per signed document, below the Idempotency-Key too.
    reference: `cash-advance:${document.id}`,
    kind: 'cash_advance',
    description: `Cash Advance to ${signed.destinationLabel}`,
    postings,
    pending: standard,
    metadata: { documentId: document.id, method: signed.method },
    now: options.now,
  });

  const advance = await insertAdvance(db, {
    memberId,
    applicationId: application.id,
    documentId: document.id,
    amountCents: amount,
    feeCents: fee,
    tipCents: tip,
    outstandingCents: amount + fee + tip,
    method: signed.method,
    destinationId: signed.destinationId,
    destinationLabel: signed.destinationLabel,
    status: standard ? 'IN_TRANSIT' : 'DELIVERED',
    aprBasisPoints: Math.round(signed.apr * 100),
    repaymentDate: signed.repaymentDate,
    arrivesOn: signed.arrivesOn,
    deliveryWording: signed.deliveryWording,
    settlesAt: standard ? options.achNetwork.settlesAt(options.now) : null,
    ledgerEntryId: entry.id,
    createdAt: options.now,
  });
  await insertScheduledRepayments(db, [
    {
      memberId,
      advanceId: advance.id,
      dueOn: signed.repaymentDate,
      amountCents: advance.outstandingCents,
      status: 'SCHEDULED',
      origin: 'PAYDAY',
      createdAt: options.now,
    },
  ]);
  if (standard) {
    // The linked bank shows the credit on its way, as the receiving bank does once the ACH file arrives.
    await options.externalBank.recordPending(
      db,
      {
        linkedAccountId: signed.destinationId,
        memberId,
        transactionId: advanceBankTransactionId(advance.id),
        amountCents: amount,
        description: `${options.brandName.toUpperCase()} CASH ADVANCE`,
        merchantName: options.brandName,
        category: 'TRANSFER',
      },
      options.now,
    );
  }
  return toCashAdvance(advance);
}

/** The linked bank's id for the credit of a standard delivery, so its settlement finds the row. */
export function advanceBankTransactionId(advanceId: string): string {
  return `cash-advance:${advanceId}`;
}

/** The ledger account the amount goes to: checking's own, or the network the money leaves through. */
async function destinationPostingOf(
  db: Db,
  memberId: string,
  signed: AdvanceTerms,
  current: AdvanceTerms,
): Promise<{ accountId: string }> {
  if (current.destinationId !== signed.destinationId) {
    throw refused('Choose where it goes', { destinationId: 'This destination cannot receive advances now' });
  }
  if (signed.method === 'INSTANT_CHECKING') {
    const checking = await checkingAccountOf(db, memberId);
    if (!checking) throw refused('Choose another way', { disbursementMethod: 'Your checking account is not open' });
    return { accountId: checking.ledgerAccountId };
  }
  return {
    accountId: platformAccount(signed.method === 'INSTANT_CARD' ? 'card_network_clearing' : 'external_bank_clearing')
      .id,
  };
}
