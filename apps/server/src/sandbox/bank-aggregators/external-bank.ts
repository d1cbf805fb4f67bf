// The sandbox's banks as the ACH network reaches them: the side of a linked account that a real bank
// keeps (holds, balances, its list of our transfers). It stands behind modules/checking/ach-network.ts's
// ExternalBank without importing it (a sandbox knows no module); app.ts hands it in, and the compiler
// checks there that the shapes agree (decision 031).
import { utcDateOf } from '@fernleaf/contract/calendar/days';
import type { Db } from '../../db/client.ts';
import {
  adjustLinkedAccountBalances,
  holdFundsAndInsertPendingLine,
  holdLinkedAccountFunds,
  insertLinkedBankTransaction,
  postLinkedBankTransaction,
} from './external-bank-repo.ts';

/** One of our transfers as the bank is told of it (ExternalBankTransaction's shape). */
interface OurTransfer {
  linkedAccountId: string;
  memberId: string;
  transactionId: string;
  amountCents: bigint;
  description: string;
  merchantName: string;
  category: string;
}

/** The transfer as a line of the linked account's list, dated the day it arrives. */
function bankLineOf(transaction: OurTransfer, now: Date) {
  return {
    accountId: transaction.linkedAccountId,
    memberId: transaction.memberId,
    providerTransactionId: transaction.transactionId,
    postedOn: utcDateOf(now),
    amountCents: transaction.amountCents,
    description: transaction.description,
    merchantName: transaction.merchantName,
    category: transaction.category,
  };
}

export function createSandboxExternalBank() {
  return {
    holdFunds: (db: Db, linkedAccountId: string, amountCents: bigint, now: Date): Promise<boolean> =>
      holdLinkedAccountFunds(db, linkedAccountId, amountCents, now),

    debit: (db: Db, transaction: OurTransfer, now: Date): Promise<boolean> =>
      holdFundsAndInsertPendingLine(db, bankLineOf(transaction, now), now),

    recordPending: async (db: Db, transaction: OurTransfer, now: Date): Promise<void> => {
      await insertLinkedBankTransaction(db, { ...bankLineOf(transaction, now), pending: true });
    },

    settle: async (
      db: Db,
      settled: { linkedAccountId: string; transactionId: string; currentCents: bigint; availableCents: bigint },
      now: Date,
    ): Promise<void> => {
      await adjustLinkedAccountBalances(
        db,
        settled.linkedAccountId,
        { currentCents: settled.currentCents, availableCents: settled.availableCents },
        now,
      );
      await postLinkedBankTransaction(db, settled.linkedAccountId, settled.transactionId, utcDateOf(now));
    },
  };
}
