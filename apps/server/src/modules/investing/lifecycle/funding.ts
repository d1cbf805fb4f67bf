// Cash between the member's checking account and an investment account: one ledger entry in the
// call's transaction (decision 043). Both sides are the platform's own books, so it posts at once; the
// ledger's floor check, under its lock on the paying account, is what refuses more than is available.
import { randomUUID } from 'node:crypto';
import { errorCodes } from '@fernleaf/contract/errors';
import type { InvestmentTransferDirection, InvestmentTransferView } from '@fernleaf/contract/investing-money';
import type { Tx } from '../../../db/transaction.ts';
import { memberAccount } from '../../../ledger/accounts.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { postEntry } from '../../../ledger/post-entry.ts';
import { AppError } from '../../../platform/errors.ts';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { InvestmentAccountRow } from '../accounts/account-repo.ts';
import { openInvestmentAccountOf } from '../accounts/open-account-of.ts';
import type { InvestingNeighbours } from '../neighbours.ts';

export interface TransferRequest {
  direction: InvestmentTransferDirection;
  amountCents: number;
}

export async function transferInvestmentCash(
  db: Tx,
  memberId: string,
  accountId: string,
  request: TransferRequest,
  options: { now: Date; neighbours: InvestingNeighbours },
): Promise<InvestmentTransferView> {
  const { now } = options;
  await options.neighbours.requireInvestingPrerequisites(db, memberId, now);
  const account = await openInvestmentAccountOf(db, memberId, accountId);
  const { transferId, checkingLedgerAccountId } = await moveCashWithChecking(db, account, request, options);
  const [invested, spendable] = await Promise.all([
    balanceOf(db, account.ledgerAccountId),
    balanceOf(db, checkingLedgerAccountId),
  ]);
  return {
    transferId,
    direction: request.direction,
    amountCents: request.amountCents,
    availableBalance: jsonCents(invested.availableCents),
    checkingAvailableBalance: jsonCents(spendable.availableCents),
    createdAt: now.toISOString(),
  };
}

/**
 * The ledger entry of a transfer with checking, in the caller's transaction: the call and the recurring
 * deposits' job both come here. 409 without open checking, 422 naming `amountCents` when the paying
 * side has too little available.
 */
export async function moveCashWithChecking(
  db: Tx,
  account: InvestmentAccountRow,
  request: TransferRequest,
  options: { now: Date; neighbours: InvestingNeighbours },
  /** A closing's return of the cash says so in the member's history. */
  purpose: 'transfer' | 'closing' = 'transfer',
): Promise<{ transferId: string; entryId: string; checkingLedgerAccountId: string }> {
  const { now } = options;
  if (!(await options.neighbours.checkingIsOpen(db, account.memberId))) throw checkingRequired();
  const checking = await memberAccount(db, account.memberId, 'checking');
  const amount = BigInt(request.amountCents);
  const intoInvesting = request.direction === 'DEPOSIT' ? amount : -amount;
  const transferId = randomUUID();
  try {
    const { entry } = await postEntry(db, {
      reference: `investment-transfer:${transferId}`,
      kind: request.direction === 'DEPOSIT' ? 'investment_deposit' : 'investment_withdrawal',
      description:
        purpose === 'closing'
          ? 'Returned to checking: investment account closed'
          : request.direction === 'DEPOSIT'
            ? 'Transfer to investment account'
            : 'Transfer from investment account',
      postings: [
        { accountId: account.ledgerAccountId, amountCents: intoInvesting },
        { accountId: checking.id, amountCents: -intoInvesting },
      ],
      metadata: { investmentAccountId: account.id, direction: request.direction, purpose },
      now,
    });
    return { transferId, entryId: entry.id, checkingLedgerAccountId: checking.id };
  } catch (error) {
    if (error instanceof AppError && error.body.code === errorCodes.INSUFFICIENT_FUNDS) {
      throw moreThanAvailable(request.direction);
    }
    throw error;
  }
}

function moreThanAvailable(direction: InvestmentTransferDirection): AppError {
  const message =
    direction === 'DEPOSIT'
      ? 'This is more than your checking account has available.'
      : 'This is more than your investment account has settled and free to withdraw. Cash from a sale is withdrawable once the trade settles, and cash held for an open order once it fills.';
  return new AppError(422, errorCodes.INSUFFICIENT_FUNDS, 'Not enough money', message, { amountCents: message });
}

/** Funding moves money from checking, so checking must be open; a linked bank has its own call (bank-deposits.ts). */
export function checkingRequired(): AppError {
  return new AppError(
    409,
    errorCodes.ONBOARDING_STEP_REQUIRED,
    'Open checking first',
    'Cash moves into investing from your Fernleaf checking account. Open your checking account first.',
    { direction: 'Open your checking account first.' },
    ['account-activation'],
  );
}
