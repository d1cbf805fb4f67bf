// Money from the member's linked bank into an investment account by ACH (decision 044), on the same
// rails as checking's ACH transfers: the linked bank holds the debit and lists it as pending, the ledger
// entry (investment cash from external bank clearing) is pending until the network settles it, and the
// `ach-settlement` job posts both. Pending cash is not available: it is neither invested nor withdrawn
// before it settles, so money that may still be returned is never spent.
import { randomUUID } from 'node:crypto';
import { maskedNumber } from '@fernleaf/contract/account-mask';
import { standardArrivalDate } from '@fernleaf/contract/ach-calendar';
import { errorCodes } from '@fernleaf/contract/errors';
import type { BankDepositView } from '@fernleaf/contract/investing-lifecycle';
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/transaction.ts';
import { platformAccount } from '../../../ledger/accounts.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { postEntry, settleEntry } from '../../../ledger/post-entry.ts';
import { AppError } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { InvestmentAccountRow } from '../accounts/account-repo.ts';
import { openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import type { InvestingNeighbours } from '../neighbours.ts';
import type { AchRails, ExternalBank } from './ach-rails.ts';
import { insertBankDeposit, lockNextDueBankDeposit, markBankDepositPosted } from './lifecycle-repo.ts';

export interface BankDepositOptions extends AchRails {
  now: Date;
  neighbours: InvestingNeighbours;
  brandName: string;
  /** Asks the job queue for a settlement run when the network settles the deposit. */
  settleIn: (inMs: number) => void;
}

export async function depositFromLinkedBank(
  db: Tx,
  memberId: string,
  accountId: string,
  request: { linkedAccountId: string; amountCents: number },
  options: BankDepositOptions,
): Promise<BankDepositView> {
  await options.neighbours.requireInvestingPrerequisites(db, memberId, options.now);
  const account = await openInvestmentAccountOf(db, memberId, accountId);
  const started = await startBankDeposit(db, account, request.linkedAccountId, BigInt(request.amountCents), options);
  if (!started) throw notEnoughInBank();
  const { ledgerEntryId: _entry, ...deposit } = started;
  return deposit;
}

/**
 * Starts the deposit in the caller's transaction; null, with nothing written, when the linked account
 * has too little available. The call and the recurring deposits' job both come here.
 */
export async function startBankDeposit(
  db: Tx,
  account: InvestmentAccountRow,
  linkedAccountId: string,
  amountCents: bigint,
  options: BankDepositOptions,
): Promise<(BankDepositView & { ledgerEntryId: string }) | null> {
  const linked = await options.neighbours.usableLinkedAccount(db, account.memberId, linkedAccountId, options.now);
  const depositId = randomUUID();
  const bankLine = {
    linkedAccountId: linked.id,
    memberId: account.memberId,
    transactionId: bankTransactionIdFor(depositId),
    amountCents: -amountCents,
    description: `Transfer to ${options.brandName} Investing`,
    merchantName: options.brandName,
    category: 'Transfer',
  };
  // The linked bank holds the money first, as its bank would when the debit arrives.
  if (!(await options.externalBank.debit(db, bankLine, options.now))) return null;
  const { entry } = await postEntry(db, {
    reference: `investment-ach:${depositId}`,
    kind: 'investment_ach_deposit',
    description: `Deposit from ${linked.institutionName} ${maskedNumber(linked.mask)}`,
    postings: [
      { accountId: account.ledgerAccountId, amountCents },
      { accountId: platformAccount('external_bank_clearing').id, amountCents: -amountCents },
    ],
    pending: true,
    metadata: { depositId, investmentAccountId: account.id, linkedAccountId: linked.id },
    now: options.now,
  });
  const settlesAt = options.achNetwork.settlesAt(options.now);
  const row = await insertBankDeposit(db, {
    id: depositId,
    memberId: account.memberId,
    accountId: account.id,
    linkedBankAccountId: linked.id,
    amountCents,
    status: 'PENDING',
    ledgerEntryId: entry.id,
    settlesAt,
    createdAt: options.now,
  });
  options.settleIn(settlesAt.getTime() - options.now.getTime());
  return {
    depositId: row.id,
    amountCents: jsonCents(row.amountCents),
    status: row.status,
    linkedAccount: { id: linked.id, bankName: linked.institutionName, mask: linked.mask },
    createdAt: row.createdAt.toISOString(),
    // The date told is the ACH calendar's, as checking's transfers say; the sandbox may settle sooner.
    arrivesOn: standardArrivalDate(row.createdAt),
    availableBalance: jsonCents((await balanceOf(db, account.ledgerAccountId)).availableCents),
    ledgerEntryId: entry.id,
  };
}

/** Posts every deposit the network settled by `now`, each in its own transaction; answers how many. */
export async function settleDueBankDeposits(
  db: Db,
  options: { now: Date; externalBank: ExternalBank },
): Promise<number> {
  let settled = 0;
  while (
    await inTransaction(db, async (tx) => {
      const deposit = await lockNextDueBankDeposit(tx, options.now);
      if (!deposit) return false;
      // The linked bank first, then the ledger: the order checking's settlement takes the same rows.
      await options.externalBank.settle(
        tx,
        {
          linkedAccountId: deposit.linkedBankAccountId,
          transactionId: bankTransactionIdFor(deposit.id),
          currentCents: -deposit.amountCents,
          availableCents: 0n,
        },
        options.now,
      );
      await settleEntry(tx, deposit.ledgerEntryId, 'posted', options.now);
      await markBankDepositPosted(tx, deposit.id);
      return true;
    })
  ) {
    settled += 1;
  }
  return settled;
}

/** The linked bank's id for the deposit, so its settlement finds the line it wrote. */
function bankTransactionIdFor(depositId: string): string {
  return `investment-ach:${depositId}`;
}

export function notEnoughInBank(): AppError {
  const message = 'Your linked bank account does not have enough available money for this. Try a smaller amount.';
  return new AppError(422, errorCodes.INSUFFICIENT_FUNDS, 'Not enough money', message, { amountCents: message });
}
