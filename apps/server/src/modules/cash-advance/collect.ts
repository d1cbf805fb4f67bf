// Moving a repayment's money: from checking (posted at once), from a debit card (posted at once, the
// sandbox network answers at once) or from a linked bank by ACH (pending until settled, the bank
// holding the money meanwhile). Each part lowers what its advance owes, fees and tips first.

import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/transaction.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import type { AchRails } from '../checking/ach-network.ts';
import {
  type AdvanceRow,
  insertRepayment,
  type RepaymentRow,
  replacePendingSchedules,
  updateAdvance,
} from './advance-repo.ts';
import type { Place } from './places.ts';

export interface CollectOptions extends AchRails {
  now: Date;
  brandName: string;
  /** The receivable the money pays down. */
  receivableAccountId: string;
  kind: RepaymentRow['kind'];
  scheduledRepaymentId?: string | undefined;
}

/** The linked bank's id for a repayment's debit, so its settlement finds the row. */
export function repaymentBankTransactionId(repaymentId: string): string {
  return `cash-advance-repayment:${repaymentId}`;
}

/**
 * Takes `amountCents` from `source` for one advance, which the caller has locked. Answers the
 * repayment, or null when a linked bank no longer has the money (its hold is one statement, so two
 * collections cannot both spend the same balance).
 */
export async function collectFor(
  db: Tx,
  advance: AdvanceRow,
  source: Place,
  amountCents: bigint,
  options: CollectOptions,
): Promise<RepaymentRow | null> {
  if (amountCents <= 0n || amountCents > advance.outstandingCents) {
    throw new Error(`cannot collect ${amountCents} of advance ${advance.id} owing ${advance.outstandingCents}`);
  }
  const viaBank = source.type === 'LINKED_BANK';
  if (viaBank && !(await options.externalBank.holdFunds(db, source.linkedAccountId, amountCents, options.now))) {
    return null;
  }

  const repaymentId = randomUUID();
  const fromAccountId =
    source.type === 'CHECKING'
      ? source.ledgerAccountId
      : platformAccount(source.type === 'CARD' ? 'card_network_clearing' : 'external_bank_clearing').id;
  const { entry } = await postEntry(db, {
    reference: `cash-advance-repayment:${repaymentId}`,
    kind: 'cash_advance_repayment',
    description: `Cash Advance repayment from ${source.label}`,
    postings: [
      { accountId: fromAccountId, amountCents: -amountCents },
      { accountId: options.receivableAccountId, amountCents },
    ],
    pending: viaBank,
    metadata: { advanceId: advance.id, repaymentId },
    now: options.now,
  });
  const repayment = await insertRepayment(db, {
    id: repaymentId,
    memberId: advance.memberId,
    advanceId: advance.id,
    scheduledRepaymentId: options.scheduledRepaymentId ?? null,
    amountCents,
    sourceType: source.type,
    sourceId: source.id,
    sourceLabel: source.label,
    kind: options.kind,
    status: viaBank ? 'PENDING' : 'POSTED',
    ledgerEntryId: entry.id,
    settlesAt: viaBank ? options.achNetwork.settlesAt(options.now) : null,
    createdAt: options.now,
  });
  if (viaBank) {
    await options.externalBank.recordPending(
      db,
      {
        linkedAccountId: source.linkedAccountId,
        memberId: advance.memberId,
        transactionId: repaymentBankTransactionId(repaymentId),
        amountCents: -amountCents,
        description: `${options.brandName.toUpperCase()} CASH ADVANCE REPAYMENT`,
        merchantName: options.brandName,
        category: 'TRANSFER',
      },
      options.now,
    );
  }
  const outstanding = advance.outstandingCents - amountCents;
  await updateAdvance(db, advance.id, {
    outstandingCents: outstanding,
    ...(outstanding === 0n ? { paidAt: options.now } : {}),
  });
  if (outstanding === 0n) await replacePendingSchedules(db, advance.id);
  return repayment;
}
