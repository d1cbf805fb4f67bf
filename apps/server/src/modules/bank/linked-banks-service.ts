// The member's linked banks: their linking status, the list with accounts and balances, removal.
import type { BankSource, LinkedBank, LinkedBankStatus } from '@fernleaf/contract/bank';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import type { BankAggregator } from './aggregator.ts';
import { bankNotFound } from './bank-errors.ts';
import {
  completeDueBanks,
  findAccountsOfBanks,
  findBankOf,
  findBanksOf,
  type LinkedAccountRow,
  type LinkedBankRow,
  markBankRemoved,
} from './linked-bank-repo.ts';

/**
 * Moves the member's links on as their provider reports (a fetched link reads COMPLETE, a lost one
 * UNLINKED), for modules that read the member's banks before the bank calls would.
 */
export async function moveDueBanksOn(db: Db, memberId: string, now: Date): Promise<void> {
  await completeDueBanks(db, memberId, now);
}

/** The job queue's run: stores every link's status at `now`, as reads already answer it. */
export async function moveEveryDueBankOn(db: Db, now: Date): Promise<void> {
  await completeDueBanks(db, undefined, now);
}

/** The member's banks in these statuses (at `now`, when given), newest first, as other modules need them. */
export async function banksOf(
  db: Db,
  memberId: string,
  statuses: LinkedBankRow['status'][],
  now?: Date,
): Promise<Pick<LinkedBankRow, 'id' | 'institutionName' | 'status'>[]> {
  const banks = await findBanksOf(db, memberId, statuses, now);
  return banks.map((bank) => ({ id: bank.id, institutionName: bank.institutionName, status: bank.status }));
}

export interface BankListOptions {
  includePendingBank: boolean;
  includeRemovedBank: boolean;
  includeInsLogoUrl: boolean;
}

export const defaultListOptions: BankListOptions = {
  includePendingBank: false,
  includeRemovedBank: false,
  includeInsLogoUrl: false,
};

/**
 * Empty when the member has no such bank at that provider, or removed it: the poller (spec section
 * 4) stops on an empty answer and would otherwise wait forever for a removed bank to complete.
 */
export async function bankStatus(
  db: Db,
  memberId: string,
  target: { source: BankSource; bankId: string },
  now: Date,
): Promise<{ banks: { id: string; status: LinkedBankStatus }[] }> {
  // Read at `now` rather than stored: a read writes nothing (decision 040).
  const bank = await findBankOf(db, memberId, target.bankId, now);
  if (!bank || bank.source !== target.source || bank.status === 'REMOVED') return { banks: [] };
  return { banks: [{ id: bank.id, status: bank.status }] };
}

export async function listLinkedBanks(
  db: Db,
  aggregator: BankAggregator,
  memberId: string,
  options: BankListOptions,
  now: Date,
): Promise<{ banks: LinkedBank[] }> {
  const statuses: LinkedBankStatus[] = [
    'COMPLETE',
    'UNLINKED',
    ...(options.includePendingBank ? (['PENDING'] as const) : []),
    ...(options.includeRemovedBank ? (['REMOVED'] as const) : []),
  ];
  const banks = await findBanksOf(db, memberId, statuses, now);
  const accounts = await findAccountsOfBanks(
    db,
    banks.map((bank) => bank.id),
  );
  return {
    banks: await Promise.all(
      banks.map((bank) =>
        toLinkedBank(
          aggregator,
          bank,
          accounts.filter((account) => account.bankId === bank.id),
          options,
        ),
      ),
    ),
  };
}

/** Answers the banks that remain, listed with the default options. */
export async function removeLinkedBank(
  db: Db,
  aggregator: BankAggregator,
  memberId: string,
  target: { source: BankSource; bankId: string },
  now: Date,
): Promise<{ banks: LinkedBank[] }> {
  return inTransaction(db, async (tx) => {
    const bank = await findBankOf(tx, memberId, target.bankId);
    if (!bank || bank.source !== target.source) throw bankNotFound();
    // Conditional on the bank not being removed yet, so a second removal (even a concurrent one) answers 404.
    if (!(await markBankRemoved(tx, memberId, bank.id, now))) throw bankNotFound();
    return listLinkedBanks(tx, aggregator, memberId, defaultListOptions, now);
  });
}

async function toLinkedBank(
  aggregator: BankAggregator,
  bank: LinkedBankRow,
  accounts: LinkedAccountRow[],
  options: BankListOptions,
): Promise<LinkedBank> {
  const institution = await aggregator.findInstitution(bank.institutionId);
  return {
    id: bank.id,
    source: bank.source,
    status: bank.status,
    institution: {
      id: bank.institutionId,
      name: bank.institutionName,
      initials: institution?.initials ?? initialsOf(bank.institutionName),
      color: institution?.color ?? fallbackBadgeColor,
      logoUrl: options.includeInsLogoUrl && institution ? logoUrlOf(institution.url) : null,
    },
    accounts: accounts.map((account) => ({
      id: account.id,
      name: account.name,
      type: account.type,
      mask: account.mask,
      currentBalance: jsonCents(account.currentBalanceCents),
      availableBalance: jsonCents(account.availableBalanceCents),
      balanceAsOf: account.balanceAsOf.toISOString(),
    })),
    linkedAt: bank.createdAt.toISOString(),
  };
}

/**
 * The site's favicon as a plain URL, built without any request (only loopback is reachable here);
 * the browser loads it, and shows the initials badge if it fails. Resolved against the site's root,
 * since a favicon lives there even when the listed url has a path.
 */
function logoUrlOf(siteUrl: string): string | null {
  try {
    return new URL('/favicon.ico', siteUrl).toString();
  } catch {
    return null;
  }
}

/** For a bank the aggregator no longer lists: white on this grey meets 4.5:1. */
const fallbackBadgeColor = '#4B5563';

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter((word) => /^[A-Za-z]/.test(word))
      .slice(0, 3)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?'
  );
}
