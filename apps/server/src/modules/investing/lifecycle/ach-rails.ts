// The ACH network and the member's other bank, as deposits from a linked bank use them (decision 044).
// Investing owns what it needs of them; the sandboxes implement it and app.ts hands them in (decisions
// 031 and 048), the same objects checking and the cash advance are given.
import type { Db } from '../../../db/client.ts';

/** When an ACH order settles: the real network takes business days, the sandbox seconds. */
export interface AchNetwork {
  settlesAt(presentedAt: Date): Date;
}

/** A deposit as the member's other bank lists it on the linked account. */
export interface ExternalBankTransaction {
  linkedAccountId: string;
  memberId: string;
  /** Our id for the deposit, so its settlement finds the same line. */
  transactionId: string;
  /** From the linked account's side: money leaving it is negative. */
  amountCents: bigint;
  description: string;
  merchantName: string;
  category: string;
}

/**
 * The bank of a linked account, as the ACH network reaches it. Each call takes the caller's
 * transaction, so the ledger entry and the bank's side commit or roll back together.
 */
export interface ExternalBank {
  /**
   * A debit arriving: holds the money leaving the account and lists the transfer as pending, both or
   * neither; false, with nothing written, when too little is available.
   */
  debit(db: Db, transaction: ExternalBankTransaction, now: Date): Promise<boolean>;
  /** The network settled the transfer: the balances move by these amounts and its line posts. */
  settle(
    db: Db,
    settled: { linkedAccountId: string; transactionId: string; currentCents: bigint; availableCents: bigint },
    now: Date,
  ): Promise<void>;
}

export interface AchRails {
  achNetwork: AchNetwork;
  externalBank: ExternalBank;
}
