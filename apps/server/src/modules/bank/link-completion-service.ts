// Finishing a link: the provider's one-time token is exchanged for the login's accounts and a year
// of their transactions, stored as a linked bank that stays PENDING while the provider "fetches".

import type { BankSource, LinkedBankSummary } from '@fernleaf/contract/bank';
import { utcDateOf } from '@fernleaf/contract/calendar/days';
import type { Db } from '../../db/client.ts';
import { encryptField } from '../../platform/field-encryption.ts';
import type { BankAggregator, ProviderLogin } from './aggregator.ts';
import { bankNotFound, linkSessionNotFound, linkTokenInvalid, wrongProvider } from './bank-errors.ts';
import { type BankTransactionValues, upsertTransactions } from './bank-transaction-repo.ts';
import { findSessionOf, type LinkSessionRow, markSessionLinked } from './link-session-repo.ts';
import { effectiveStatus } from './link-session-view.ts';
import { linkTokenMatches } from './link-token.ts';
import {
  findBankOf,
  findLiveBankForLogin,
  insertBank,
  type LinkedBankRow,
  restartBank,
  upsertAccounts,
} from './linked-bank-repo.ts';

export interface LinkingDeps {
  aggregator: BankAggregator;
  /** Encrypts account numbers at rest. */
  fieldKey: Buffer;
}

export interface LinkCompletion {
  source: BankSource;
  linkSessionId: string;
  /** Plaid and Finicity style: the public token; Akoya style: the code. */
  token: string;
  /** The body field that carried the session id (`linkSessionId`, or Akoya's `state`), named in errors. */
  sessionField: string;
}

export function toSummary(bank: LinkedBankRow): LinkedBankSummary {
  return { id: bank.id, source: bank.source, status: bank.status, institutionName: bank.institutionName };
}

/**
 * Must run in one transaction (login-success is idempotent, so registerCall gives it one): the
 * session row is locked first, so two exchanges of the same token cannot both build a bank.
 */
export async function completeLink(
  db: Db,
  deps: LinkingDeps,
  memberId: string,
  completion: LinkCompletion,
  now: Date,
): Promise<LinkedBankSummary> {
  const session = await findSessionOf(db, memberId, completion.linkSessionId, { forUpdate: true });
  if (!session) throw linkSessionNotFound();
  if (session.source !== completion.source) throw wrongProvider(completion.sessionField, session.source);
  assertExchangeable(session, completion.token, now);

  if (session.status === 'LINKED' && session.bankId) {
    // The browser lost the first answer and asked again: the same bank, nothing rebuilt.
    const bank = await findBankOf(db, memberId, session.bankId);
    if (!bank) throw bankNotFound();
    return toSummary(bank);
  }

  const bank = await buildLinkedBank(db, deps, session, now);
  await markSessionLinked(db, session.id, bank.id);
  return toSummary(bank);
}

function assertExchangeable(session: LinkSessionRow, token: string, now: Date): void {
  const status = effectiveStatus(session, now);
  if (status === 'FAILED') {
    throw linkTokenInvalid('This bank link has expired or was closed. Start linking your bank again.');
  }
  if (status === 'OPEN' || status === 'MFA_REQUIRED') {
    throw linkTokenInvalid('Sign-in at your bank has not finished yet. Finish it, then try again.');
  }
  if (!linkTokenMatches(token, session.publicTokenHash)) {
    throw linkTokenInvalid('The token from your bank does not match this link. Start linking your bank again.');
  }
}

async function buildLinkedBank(
  db: Db,
  { aggregator, fieldKey }: LinkingDeps,
  session: LinkSessionRow,
  now: Date,
): Promise<LinkedBankRow> {
  if (!session.providerUsername) throw new Error(`authorized link session ${session.id} has no username`);
  const login: ProviderLogin = {
    source: session.source,
    institutionId: session.institutionId,
    username: session.providerUsername,
  };
  const institution = await aggregator.findInstitution(session.institutionId);
  if (!institution) throw new Error(`institution ${session.institutionId} of link session ${session.id} is gone`);
  const accounts = await aggregator.fetchAccounts(login, now);
  const range = lastYear(now);
  const histories = await Promise.all(
    accounts.map((account) => aggregator.fetchTransactions(login, account.providerAccountId, range)),
  );

  const completesAt = new Date(now.getTime() + aggregator.linkCompletionDelayMs(session.source));
  const accessLostAfterMs = aggregator.accessLostAfterMs(login);
  const values = {
    source: session.source,
    institutionName: institution.name,
    completesAt,
    // A new link is a new grant of access: a re-link restarts the provider's clock.
    accessLostAt: accessLostAfterMs === null ? null : new Date(completesAt.getTime() + accessLostAfterMs),
  };
  // Linking the same login again refreshes the bank the member has rather than listing it twice.
  const existing = await findLiveBankForLogin(db, {
    memberId: session.memberId,
    institutionId: session.institutionId,
    providerUsername: session.providerUsername,
  });
  const bank = existing
    ? await restartBank(db, existing.id, values)
    : await insertBank(db, {
        ...values,
        memberId: session.memberId,
        institutionId: session.institutionId,
        createdAt: now,
      });

  const accountIds = await upsertAccounts(
    db,
    bank,
    accounts.map((account) => ({
      providerAccountId: account.providerAccountId,
      name: account.name,
      type: account.type,
      mask: account.mask,
      accountNumberEncrypted: encryptField(fieldKey, account.accountNumber),
      routingNumber: account.routingNumber,
      currentBalanceCents: account.currentBalanceCents,
      availableBalanceCents: account.availableBalanceCents,
      balanceAsOf: now,
    })),
  );
  const transactions: BankTransactionValues[] = accounts.flatMap((account, index) => {
    const accountId = accountIds.get(account.providerAccountId);
    if (!accountId) throw new Error(`account ${account.providerAccountId} was not stored`);
    return (histories[index] ?? []).map((transaction) => ({
      accountId,
      memberId: bank.memberId,
      providerTransactionId: transaction.providerTransactionId,
      postedOn: transaction.postedOn,
      amountCents: transaction.amountCents,
      description: transaction.description,
      merchantName: transaction.merchantName,
      category: transaction.category,
      pending: transaction.pending,
    }));
  });
  await upsertTransactions(db, transactions);
  return bank;
}

/** The dates of the year up to `now`, both ends included, in UTC as the providers report them. */
export function lastYear(now: Date): { from: string; to: string } {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return { from: utcDateOf(from), to: utcDateOf(now) };
}
