// Opens a managed or self-directed investment account: the guard every money product passes
// (decision 025), one account of each kind, a complete risk profile for managed, then the ledger
// account that holds its cash and the account row, all in the caller's transaction.

import { randomInt } from 'node:crypto';
import {
  type InvestmentAccountView,
  type InvestmentDisclosure,
  type InvestmentKind,
  investmentDisclosureVersions,
} from '@fernleaf/contract/investing';
import { scoreRisk, unansweredQuestions } from '@fernleaf/contract/investing-risk';
import type { Tx } from '../../../db/transaction.ts';
import { type MemberProduct, memberAccount } from '../../../ledger/accounts.ts';
import { encryptField, fieldFingerprint, lastFour } from '../../../platform/field-encryption.ts';
import type { InvestingNeighbours } from '../neighbours.ts';
import { findInvestmentAccountsOf, insertInvestmentAccountIfAbsent } from './account-repo.ts';
import { investmentAccountView } from './account-view.ts';
import { accountOfKindExists, riskProfileIncomplete } from './errors.ts';
import { riskAnswersOf } from './risk-profile.ts';

export const cashProductOf: Record<InvestmentKind, MemberProduct> = {
  MANAGED: 'managed_investment_cash',
  SELF_DIRECTED: 'self_directed_investment_cash',
};

export interface OpenInvestmentAccountRequest {
  kind: InvestmentKind;
  /** Checked by the contract: every disclosure the kind needs is among them. */
  acceptedDisclosures: InvestmentDisclosure[];
}

export async function openInvestmentAccount(
  db: Tx,
  memberId: string,
  request: OpenInvestmentAccountRequest,
  options: { fieldKey: Buffer; now: Date; neighbours: InvestingNeighbours },
): Promise<InvestmentAccountView> {
  // Know your customer: verified phone and identity, 18 or older, a US address.
  await options.neighbours.requireInvestingPrerequisites(db, memberId, options.now);
  if (await holdsKind(db, memberId, request.kind)) throw accountOfKindExists(request.kind);
  const answers = await riskAnswersOf(db, memberId);
  const profile = scoreRisk(answers);
  if (request.kind === 'MANAGED' && !profile) throw riskProfileIncomplete(unansweredQuestions(answers));

  const ledgerAccount = await memberAccount(db, memberId, cashProductOf[request.kind]);
  const disclosuresAccepted = Object.fromEntries(
    request.acceptedDisclosures.map((id) => [id, investmentDisclosureVersions[id]]),
  );
  for (let attempt = 0; attempt < maxNumberAttempts; attempt++) {
    const accountNumber = newBrokerageAccountNumber();
    const row = await insertInvestmentAccountIfAbsent(db, {
      memberId,
      kind: request.kind,
      ledgerAccountId: ledgerAccount.id,
      accountNumberEncrypted: encryptField(options.fieldKey, accountNumber),
      accountNumberFingerprint: fieldFingerprint(options.fieldKey, accountNumber),
      accountNumberLast4: lastFour(accountNumber),
      status: 'OPEN',
      riskScore: profile?.score ?? null,
      riskTolerance: profile?.riskTolerance ?? null,
      // The risk tolerance names its model portfolio; a self-directed account follows none.
      modelPortfolio: request.kind === 'MANAGED' ? (profile?.riskTolerance ?? null) : null,
      disclosuresAccepted,
      openedAt: options.now,
    });
    if (row) return investmentAccountView(row);
    // Nothing inserted: another request (another Idempotency-Key) opened this kind meanwhile, or
    // the number was taken, which a new number fixes.
    if (await holdsKind(db, memberId, request.kind)) throw accountOfKindExists(request.kind);
  }
  throw new Error('no unused brokerage account number found; the number space is nearly exhausted');
}

const maxNumberAttempts = 10;

/** Whether the member holds an account of the kind not yet closed: one closed may be opened anew (decision 044). */
async function holdsKind(db: Tx, memberId: string, kind: InvestmentKind): Promise<boolean> {
  return (await findInvestmentAccountsOf(db, memberId)).some(
    (account) => account.kind === kind && account.status !== 'CLOSED',
  );
}

/** Ten digits, the first not zero, so the number keeps its length wherever it is written. */
export function newBrokerageAccountNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}
