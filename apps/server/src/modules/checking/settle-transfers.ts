// Settles ACH transfers whose time has come. The sandbox's ACH network settles in seconds rather
// than business days, so a person trying the product sees a transfer go from pending to posted.
// Reads of the member's money call this first for that member only, so settlement shows without
// waiting for the job queue's run for every member (decision 028).
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { settleEntry } from '../../ledger/post-entry.ts';
import type { ExternalBank } from './ach-network.ts';
import { linkedTransactionIdFor } from './ach-transfers.ts';
import { hasDueTransfers, lockNextDueTransfer, setTransferStatus } from './repo.ts';

export interface SettleOptions {
  now: Date;
  /** Only this member's transfers; every member's when absent. */
  memberId?: string | undefined;
  /** The linked account's bank, told when its side settles. */
  externalBank: ExternalBank;
}

/**
 * Posts every pending transfer due by `now`, each in its own transaction, and answers how many it
 * posted. Safe to run from several places at once: each transfer is claimed with SKIP LOCKED.
 */
export async function settleDueTransfers(db: Db, options: SettleOptions): Promise<number> {
  if (!(await hasDueTransfers(db, options))) return 0;
  let settled = 0;
  while (await settleNext(db, options)) settled += 1;
  return settled;
}

async function settleNext(db: Db, options: SettleOptions): Promise<boolean> {
  return inTransaction(db, async (inTx) => {
    const transfer = await lockNextDueTransfer(inTx, options);
    if (!transfer) return false;
    // The linked bank first, then the ledger: the order a new transfer in takes the same rows (the
    // linked account's hold, then the member's balances), so settling one transfer while the member
    // starts another cannot deadlock. The linked bank held money going out when the transfer started;
    // money coming in counts now.
    const amount = transfer.amountCents;
    await options.externalBank.settle(
      inTx,
      {
        linkedAccountId: transfer.linkedBankAccountId,
        transactionId: linkedTransactionIdFor(transfer.id),
        ...(transfer.direction === 'IN'
          ? { currentCents: -amount, availableCents: 0n }
          : { currentCents: amount, availableCents: amount }),
      },
      options.now,
    );
    await settleEntry(inTx, transfer.ledgerEntryId, 'posted', options.now);
    await setTransferStatus(inTx, transfer.id, 'POSTED');
    return true;
  });
}
