// A payroll deposit arriving from an employer: posted at once, as direct deposits usually are on
// the day the bank receives them (Checking Account Agreement).
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/transaction.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { requireCheckingAccount } from './account-info.ts';

export interface PayrollDeposit {
  amountCents: bigint;
  employer: string;
  now: Date;
  /** Unique per deposit; a new one when absent. */
  reference?: string;
}

export async function receivePayrollDeposit(db: Tx, memberId: string, deposit: PayrollDeposit) {
  const account = await requireCheckingAccount(db, memberId);
  const clearing = platformAccount('external_bank_clearing');
  const { entry } = await postEntry(db, {
    reference: deposit.reference ?? `payroll:${randomUUID()}`,
    kind: 'payroll_deposit',
    description: deposit.employer,
    postings: [
      { accountId: clearing.id, amountCents: -deposit.amountCents },
      { accountId: account.ledgerAccountId, amountCents: deposit.amountCents },
    ],
    metadata: { employer: deposit.employer },
    now: deposit.now,
  });
  const balance = await balanceOf(db, account.ledgerAccountId);
  return { transactionId: entry.id, availableBalance: jsonCents(balance.availableCents) };
}
