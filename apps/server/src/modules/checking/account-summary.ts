import { bankAccountName } from '@fernleaf/contract/account-mask';
// Every account of the member in one list: checking, its debit card, and the accounts of linked
// banks that finished linking, and the investment accounts, with what is available across them.
import type { getAccountSummary } from '@fernleaf/contract/checking';
import type { CallResponse } from '@fernleaf/contract/define-call';
import type { PlusAccount } from '@fernleaf/contract/investing';
import type { Db } from '../../db/client.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { liveLinkedAccountsOf } from '../bank/linked-accounts-service.ts';
import { isLinkComplete } from './linked-bank-status.ts';
import { findCheckingAccount, findCurrentDebitCard } from './repo.ts';

type AccountSummary = CallResponse<typeof getAccountSummary>;

/**
 * The member's investment accounts not closed, none being an empty list: investing's service, handed in
 * by app.ts, since investing reads checking and checking must not import it back (decision 031).
 */
export type InvestmentAccountsOf = (db: Db, memberId: string) => Promise<readonly PlusAccount[]>;

export async function accountSummary(
  db: Db,
  memberId: string,
  options: { brandName: string; now: Date; investmentAccountsOf: InvestmentAccountsOf },
): Promise<AccountSummary> {
  const accounts: AccountSummary['accounts'] = [];
  let totalAvailable = 0n;

  const checking = await findCheckingAccount(db, memberId);
  if (checking) {
    const { availableCents } = await balanceOf(db, checking.ledgerAccountId);
    totalAvailable += availableCents;
    accounts.push({
      id: checking.id,
      type: 'DEMAND_DEPOSIT',
      name: `${options.brandName} Checking`,
      mask: checking.accountNumberLast4,
      status: checking.status,
      availableBalance: jsonCents(availableCents),
    });
    const card = await findCurrentDebitCard(db, memberId);
    if (card) {
      accounts.push({
        id: card.id,
        type: 'DEBIT_CARD',
        name: `${options.brandName} Visa Debit Card`,
        mask: card.last4,
        status: card.locked ? 'LOCKED' : card.status,
        availableBalance: null,
      });
    }
  }

  for (const linked of await liveLinkedAccountsOf(db, memberId)) {
    if (!isLinkComplete(linked, options.now)) continue;
    totalAvailable += linked.availableBalanceCents;
    accounts.push({
      id: linked.id,
      type: 'EXTERNAL_BANK',
      name: bankAccountName(linked.institutionName, linked.name),
      mask: linked.mask,
      status: 'COMPLETE',
      availableBalance: jsonCents(linked.availableBalanceCents),
    });
  }
  // Listed so a page knows the member invests; their cash is the broker's and stays out of the total.
  for (const investment of await options.investmentAccountsOf(db, memberId)) {
    accounts.push({
      id: investment.accountId,
      type: 'INVESTMENT',
      name: investment.investmentKind === 'MANAGED' ? 'Managed investing' : 'Self-directed investing',
      mask: investment.accountNo.slice(-4),
      status: investment.accountStatus,
      availableBalance: investment.availableBalance,
    });
  }
  return { accounts, totalAvailable: jsonCents(totalAvailable) };
}
