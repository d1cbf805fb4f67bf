// Money between a linked bank account and checking by ACH. The ledger entry is pending until the
// network settles it (settle-transfers.ts): money coming in counts then, money going out is held at
// once. The linked account records the same movement the way its bank would.
import { randomUUID } from 'node:crypto';
import { maskedNumber } from '@fernleaf/contract/account-mask';
import { standardArrivalDate } from '@fernleaf/contract/ach-calendar';
import type { AchTransfer } from '@fernleaf/contract/checking';
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import {
  type LinkedAccountWithBank,
  linkedAccountLabels,
  linkedAccountWithBank,
} from '../bank/linked-accounts-service.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { requireCheckingAccount } from './account-info.ts';
import type { AchRails } from './ach-network.ts';
import { refusedFields } from './errors.ts';
import { linkedBankStatusAt } from './linked-bank-status.ts';
import { type AchTransferRow, insertAchTransfer, listAchTransfersOf } from './repo.ts';

type AchTransferView = { transfer: AchTransferRow; bankName: string; mask: string };

export interface AchTransferRequest {
  linkedAccountId: string;
  direction: 'IN' | 'OUT';
  amount: number;
}

export interface AchOptions extends AchRails {
  now: Date;
  brandName: string;
}

/** The linked bank's id for our transfer, so settlement finds the row it wrote. */
export function linkedTransactionIdFor(transferId: string): string {
  return `ach:${transferId}`;
}

export async function createAchTransfer(
  db: Tx,
  memberId: string,
  request: AchTransferRequest,
  options: AchOptions,
): Promise<AchTransfer> {
  await requireMoneyProductPrerequisites(db, memberId, 'checking', options.now);
  const checking = await requireCheckingAccount(db, memberId);
  const linked = await usableLinkedAccount(db, memberId, request.linkedAccountId, options.now);
  const amountCents = BigInt(request.amount);
  const transferId = randomUUID();
  const into = request.direction === 'IN';
  // The transfer as the linked bank lists it: pending until the network settles it.
  const bankLine = {
    linkedAccountId: linked.id,
    memberId,
    transactionId: linkedTransactionIdFor(transferId),
    amountCents: into ? -amountCents : amountCents,
    description: `${into ? 'Transfer to' : 'Transfer from'} ${options.brandName}`,
    merchantName: options.brandName,
    category: 'Transfer',
  };

  // Money leaving the linked bank is held there first, as the bank would when the debit arrives.
  if (into && !(await options.externalBank.debit(db, bankLine, options.now))) {
    throw new AppError(
      422,
      errorCodes.INSUFFICIENT_FUNDS,
      'Not enough money',
      `Your ${linked.institutionName} account does not have enough available money for this. Try a smaller amount.`,
      { amount: 'More than the linked account has available' },
    );
  }

  const clearing = platformAccount('external_bank_clearing');
  const { entry } = await postEntry(db, {
    reference: `ach:${transferId}`,
    kind: into ? 'ach_in' : 'ach_out',
    description: `${into ? 'Transfer from' : 'Transfer to'} ${linked.institutionName} ${maskedNumber(linked.mask)}`,
    postings: [
      { accountId: checking.ledgerAccountId, amountCents: into ? amountCents : -amountCents },
      { accountId: clearing.id, amountCents: into ? -amountCents : amountCents },
    ],
    pending: true,
    metadata: { transferId, linkedAccountId: linked.id },
    now: options.now,
  });

  const transfer = await insertAchTransfer(db, {
    id: transferId,
    memberId,
    linkedBankAccountId: linked.id,
    direction: request.direction,
    amountCents,
    status: 'PENDING',
    ledgerEntryId: entry.id,
    settlesAt: options.achNetwork.settlesAt(options.now),
    createdAt: options.now,
  });
  // Money into the linked bank is listed once the ledger has taken it out of checking.
  if (!into) await options.externalBank.recordPending(db, bankLine, options.now);
  return toAchTransfer({ transfer, bankName: linked.institutionName, mask: linked.mask });
}

/** Newest first; the list shows recent activity, so it stops at a hundred. */
export async function listAchTransfers(db: Db, memberId: string): Promise<AchTransfer[]> {
  await requireCheckingAccount(db, memberId);
  const transfers = await listAchTransfersOf(db, memberId, 100);
  const labels = await linkedAccountLabels(
    db,
    transfers.map((transfer) => transfer.linkedBankAccountId),
  );
  return transfers.map((transfer) => {
    // The transfer's foreign key keeps its linked account (a removed bank keeps its rows).
    const label = labels.get(transfer.linkedBankAccountId);
    if (!label) throw new Error(`ACH transfer ${transfer.id} has no linked account`);
    return toAchTransfer({ transfer, ...label });
  });
}

/** The member's linked account, if its bank can move money now: 404 for another's, 422 naming `linkedAccountId` otherwise. */
export async function usableLinkedAccount(
  db: Db,
  memberId: string,
  linkedAccountId: string,
  now: Date,
): Promise<LinkedAccountWithBank> {
  const linked = await linkedAccountWithBank(db, linkedAccountId);
  if (!linked || linked.memberId !== memberId) throw notFound('That linked bank account');
  const status = linkedBankStatusAt(linked, now);
  if (status !== 'COMPLETE')
    throw refusedFields('This bank cannot move money now', { linkedAccountId: whyNot[status] });
  return linked;
}

const whyNot: Record<Exclude<LinkedAccountWithBank['bankStatus'], 'COMPLETE'>, string> = {
  PENDING: 'This bank is still being linked. Try again once it shows as linked.',
  UNLINKED: 'This bank lost its connection. Link it again to move money.',
  REMOVED: 'This bank was removed. Link it again to move money.',
};

function toAchTransfer(view: AchTransferView): AchTransfer {
  return {
    id: view.transfer.id,
    direction: view.transfer.direction,
    amount: jsonCents(view.transfer.amountCents),
    status: view.transfer.status,
    linkedAccount: { id: view.transfer.linkedBankAccountId, bankName: view.bankName, mask: view.mask },
    createdOn: view.transfer.createdAt.toISOString(),
    // The date the member is told is the ACH calendar's, the same rule as a standard cash advance's
    // arrival; the sandbox network may post it sooner (SANDBOX_ACH_SETTLE_SECONDS).
    settlesOn: standardArrivalDate(view.transfer.createdAt),
  };
}
