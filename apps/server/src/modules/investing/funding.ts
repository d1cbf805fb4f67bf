// Cash between the member's checking account and an investment account: one ledger entry in the
// call's transaction (decision 043). Both sides are the platform's own books, so it posts at once; the
// ledger's floor check, under its lock on the paying account, is what refuses more than is available.
import { randomUUID } from 'node:crypto';
import { errorCodes } from '@fernleaf/contract/errors';
import type { InvestmentTransferDirection, InvestmentTransferView } from '@fernleaf/contract/investing-money';
import type { Tx } from '../../db/transaction.ts';
import { memberAccount } from '../../ledger/accounts.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import { AppError } from '../../platform/errors.ts';
import { checkingAccountOf } from '../checking/account-info.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { openInvestmentAccountOf } from './open-account-of.ts';

export interface TransferRequest {
  direction: InvestmentTransferDirection;
  amountCents: number;
}

export async function transferInvestmentCash(
  db: Tx,
  userId: string,
  accountId: string,
  request: TransferRequest,
  now: Date,
): Promise<InvestmentTransferView> {
  await requireMoneyProductPrerequisites(db, userId, 'investing', now);
  const account = await openInvestmentAccountOf(db, userId, accountId);
  const checkingRow = await checkingAccountOf(db, userId);
  if (checkingRow?.status !== 'OPEN') throw checkingRequired();

  const checking = await memberAccount(db, userId, 'checking');
  const amount = BigInt(request.amountCents);
  const intoInvesting = request.direction === 'DEPOSIT' ? amount : -amount;
  const transferId = randomUUID();
  try {
    await postEntry(db, {
      reference: `investment-transfer:${transferId}`,
      kind: request.direction === 'DEPOSIT' ? 'investment_deposit' : 'investment_withdrawal',
      description:
        request.direction === 'DEPOSIT' ? 'Transfer to investment account' : 'Transfer from investment account',
      postings: [
        { accountId: account.ledgerAccountId, amountCents: intoInvesting },
        { accountId: checking.id, amountCents: -intoInvesting },
      ],
      metadata: { investmentAccountId: account.id, direction: request.direction },
      now,
    });
  } catch (error) {
    if (error instanceof AppError && error.body.code === errorCodes.INSUFFICIENT_FUNDS) {
      throw moreThanAvailable(request.direction);
    }
    throw error;
  }
  const [invested, spendable] = await Promise.all([balanceOf(db, account.ledgerAccountId), balanceOf(db, checking.id)]);
  return {
    transferId,
    direction: request.direction,
    amountCents: request.amountCents,
    availableBalance: Number(invested.availableCents),
    checkingAvailableBalance: Number(spendable.availableCents),
    createdAt: now.toISOString(),
  };
}

function moreThanAvailable(direction: InvestmentTransferDirection): AppError {
  const message =
    direction === 'DEPOSIT'
      ? 'This is more than your checking account has available.'
      : 'This is more than your investment account has settled and free to withdraw. Cash from a sale is withdrawable once the trade settles, and cash held for an open order once it fills.';
  return new AppError(422, errorCodes.INSUFFICIENT_FUNDS, 'Not enough money', message, { amountCents: message });
}

/** Funding moves money from checking, so checking must be open; a linked bank by ACH comes later (decision 043). */
function checkingRequired(): AppError {
  return new AppError(
    409,
    errorCodes.ONBOARDING_STEP_REQUIRED,
    'Open checking first',
    'Cash moves into investing from your Fernleaf checking account. Open your checking account first.',
    { direction: 'Open your checking account first.' },
    ['account-activation'],
  );
}
