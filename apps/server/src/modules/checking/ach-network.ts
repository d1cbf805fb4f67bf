// The ACH network and the member's other bank, as checking's transfers and the cash advance's
// deliveries and collections use them. This module owns the interfaces; the sandboxes implement them
// (sandbox/ach-network, sandbox/bank-aggregators/external-bank.ts) and app.ts hands them in, so no
// module writes the linked bank's balances itself and no sandbox imports a module (decision 031).
import type { Db } from '../../db/client.ts';

/** When an ACH order settles: the real network takes business days, the sandbox seconds. */
export interface AchNetwork {
  settlesAt(presentedAt: Date): Date;
}

/** One of our transfers as the member's other bank lists it on the linked account. */
export interface ExternalBankTransaction {
  linkedAccountId: string;
  memberId: string;
  /** Our id for the transfer, so its settlement finds the same line. */
  transactionId: string;
  /** From the linked account's side: money in positive, money out negative. */
  amountCents: bigint;
  description: string;
  merchantName: string;
  category: string;
}

/**
 * The bank of a linked account, as the ACH network reaches it: it holds the money a debit takes,
 * lists our transfers as pending, and moves its balances when the network settles them. The sandbox
 * keeps that bank's side in our database, so each call takes the caller's transaction and the
 * ledger entry and the bank's change commit or roll back together.
 */
export interface ExternalBank {
  /** Holds money leaving the account, as its bank does when a debit arrives; false when too little is available. */
  holdFunds(db: Db, linkedAccountId: string, amountCents: bigint, now: Date): Promise<boolean>;
  /**
   * A debit arriving: holds the money leaving the account (`transaction.amountCents` is negative) and
   * lists the transfer as pending, both or neither; false, with nothing written, when too little is
   * available. What holdFunds and recordPending do together, in one step (one statement in the sandbox).
   */
  debit(db: Db, transaction: ExternalBankTransaction, now: Date): Promise<boolean>;
  /** Lists the transfer on the account, pending until the network settles it. */
  recordPending(db: Db, transaction: ExternalBankTransaction, now: Date): Promise<void>;
  /** The network settled the transfer: the balances move by these amounts and its line posts. */
  settle(
    db: Db,
    settled: { linkedAccountId: string; transactionId: string; currentCents: bigint; availableCents: bigint },
    now: Date,
  ): Promise<void>;
}

/** What every movement by ACH is given. */
export interface AchRails {
  achNetwork: AchNetwork;
  externalBank: ExternalBank;
}
