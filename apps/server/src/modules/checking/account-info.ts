import { maskedNumber } from '@fernleaf/contract/account-mask';
// The checking account as the member sees it: balances from the ledger and the ACH details.
import type { CheckingAccountInfo } from '@fernleaf/contract/checking';
import type { Db } from '../../db/client.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { noCheckingAccount } from './errors.ts';
import { type CheckingAccountRow, findCheckingAccount } from './repo.ts';

/** The member's checking account as other modules need it (never its number), or undefined before it is opened. */
export async function checkingAccountOf(
  db: Db,
  memberId: string,
): Promise<Pick<CheckingAccountRow, 'id' | 'status' | 'ledgerAccountId' | 'accountNumberLast4'> | undefined> {
  const account = await findCheckingAccount(db, memberId);
  return (
    account && {
      id: account.id,
      status: account.status,
      ledgerAccountId: account.ledgerAccountId,
      accountNumberLast4: account.accountNumberLast4,
    }
  );
}

/** Checking's fact for onboarding's steps (app.ts hands it in): whether the member's account is open. */
export async function checkingFactsOf(db: Db, memberId: string): Promise<{ hasCheckingAccount: boolean }> {
  return { hasCheckingAccount: (await checkingAccountOf(db, memberId))?.status === 'OPEN' };
}

export async function requireCheckingAccount(db: Db, memberId: string): Promise<CheckingAccountRow> {
  const account = await findCheckingAccount(db, memberId);
  if (!account) throw noCheckingAccount();
  return account;
}

export async function checkingAccountInfo(
  db: Db,
  memberId: string,
  options: { fieldKey: Buffer; revealAccountNumber: boolean },
): Promise<CheckingAccountInfo | null> {
  const account = await findCheckingAccount(db, memberId);
  if (!account) return null;
  const balance = await balanceOf(db, account.ledgerAccountId);
  return {
    accountId: account.id,
    status: account.status,
    availableBalance: jsonCents(balance.availableCents),
    currentBalance: jsonCents(balance.currentCents),
    pendingDeposits: jsonCents(balance.pendingInCents),
    achInformation: {
      accountNumber: options.revealAccountNumber
        ? decryptField(options.fieldKey, account.accountNumberEncrypted)
        : maskedNumber(account.accountNumberLast4),
      accountNumberLast4: account.accountNumberLast4,
      routingNumber: account.routingNumber,
    },
    openedOn: account.createdAt.toISOString(),
  };
}
