// Repaying: the ways a member can repay, the default that scheduled repayments use, and repaying all
// or part now, the earliest-due advances first.
import { type Repayment, type RepaymentMethod, repaymentAmountSchema } from '@fernleaf/contract/cash-advance-repayment';
import { formatCents } from '@fernleaf/contract/money';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import type { AchRails } from '../checking/ach-network.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { findCashAdvanceAccount, updateCashAdvanceAccount } from './account-repo.ts';
import { findRepaymentNowWithParts, findSchedulesOf, type RepaymentRow, updateSchedule } from './advance-repo.ts';
import { collectFor } from './collect.ts';
import { noCashAdvanceAccount, refused } from './errors.ts';
import { findPlace, type Place, placesOf } from './places.ts';
import { standingOf } from './standing.ts';

/** The method scheduled repayments use: the member's choice while it is usable, else the first usable place. */
export function defaultMethodOf(places: Place[], chosen: string | null): Place | undefined {
  const usable = places.filter((place) => place.usable);
  return (
    usable.find((place) => place.id === chosen) ?? usable.find((place) => place.type === 'LINKED_BANK') ?? usable[0]
  );
}

function toRepaymentMethod(place: Place, defaultId: string | undefined): RepaymentMethod {
  return {
    id: place.id,
    type: place.type,
    bankName: place.bankName,
    lastFourDigit: place.lastFour,
    methodName: place.methodName,
    isDefault: place.id === defaultId,
    available: place.availableCents === null ? null : jsonCents(place.availableCents),
    usable: place.usable,
    unusableReason: place.unusableReason,
  };
}

export async function repaymentMethods(
  db: Db,
  memberId: string,
  now: Date,
): Promise<{ methods: RepaymentMethod[]; defaultMethodId: string | null }> {
  const [places, account] = await Promise.all([placesOf(db, memberId, now), findCashAdvanceAccount(db, memberId)]);
  const chosen = defaultMethodOf(places, account?.repaymentMethod ?? null);
  return { methods: places.map((place) => toRepaymentMethod(place, chosen?.id)), defaultMethodId: chosen?.id ?? null };
}

export async function setDefaultRepaymentMethod(db: Db, memberId: string, methodId: string, now: Date) {
  const account = await findCashAdvanceAccount(db, memberId);
  if (!account) throw noCashAdvanceAccount();
  const place = findPlace(await placesOf(db, memberId, now), methodId);
  if (!place) throw refused('Choose a way to repay', { methodId: 'Choose one of your ways to repay' });
  if (!place.usable)
    throw refused('Choose a way to repay', { methodId: place.unusableReason ?? 'This cannot be used now' });
  await updateCashAdvanceAccount(db, memberId, { repaymentMethod: place.id });
  return repaymentMethods(db, memberId, now);
}

export async function fundOptions(
  db: Db,
  memberId: string,
  types: Place['type'][],
  now: Date,
): Promise<RepaymentMethod[]> {
  const { methods, defaultMethodId } = await repaymentMethods(db, memberId, now);
  return methods
    .filter((method) => types.includes(method.type))
    .map((method) => ({ ...method, isDefault: method.id === defaultMethodId }));
}

export function toRepayment(row: RepaymentRow): Repayment {
  return {
    id: row.id,
    advanceId: row.advanceId,
    amount: jsonCents(row.amountCents),
    sourceType: row.sourceType,
    sourceLabel: row.sourceLabel,
    kind: row.kind,
    status: row.status,
    createdOn: row.createdAt.toISOString(),
  };
}

/** What a repayment made now leaves scheduled: the earliest scheduled parts shrink first. */
async function shrinkSchedules(db: Db, advanceId: string, paidCents: bigint): Promise<void> {
  let left = paidCents;
  for (const schedule of await findSchedulesOf(db, [advanceId])) {
    if (left === 0n) break;
    if (schedule.status !== 'SCHEDULED') continue;
    const taken = schedule.amountCents < left ? schedule.amountCents : left;
    left -= taken;
    await updateSchedule(
      db,
      schedule.id,
      taken === schedule.amountCents ? { status: 'REPLACED' } : { amountCents: schedule.amountCents - taken },
    );
  }
}

/** Must run in one transaction: the member's account and advances are locked while the money moves. */
export async function repayNow(
  db: Tx,
  memberId: string,
  request: { amount: number; fundOptionId: string },
  options: AchRails & { now: Date; brandName: string },
): Promise<{ repayments: Repayment[]; remainingOutstanding: number }> {
  await requireMoneyProductPrerequisites(db, memberId, 'cash-advance', options.now);
  const standing = await standingOf(db, memberId, { lock: true });
  if (!standing.account || standing.openAdvances.length === 0) {
    throw refused('Nothing to repay', { amount: 'You owe nothing on Cash Advance' });
  }
  const minimum = repaymentAmountSchema(jsonCents(standing.owedCents)).safeParse(request.amount);
  if (!minimum.success) {
    throw validationFailed({ amount: minimum.error.issues[0]?.message ?? 'Enter a larger amount' });
  }
  const amount = BigInt(request.amount);
  if (amount > standing.owedCents) {
    throw refused('Check the amount', {
      amount: `That is more than you owe (${formatCents(jsonCents(standing.owedCents))})`,
    });
  }
  const source = findPlace(await placesOf(db, memberId, options.now), request.fundOptionId);
  if (!source) throw refused('Choose where it comes from', { fundOptionId: 'Choose one of your ways to repay' });
  if (!source.usable)
    throw refused('Choose where it comes from', { fundOptionId: source.unusableReason ?? 'This cannot be used now' });
  if (source.availableCents !== null && source.availableCents < amount) {
    throw refused('Not enough money there', {
      amount: `${source.label} has ${formatCents(jsonCents(source.availableCents))} available. Repay less, or from somewhere else.`,
    });
  }

  const repayments: RepaymentRow[] = [];
  let left = amount;
  for (const advance of standing.openAdvances) {
    if (left === 0n) break;
    const part = advance.outstandingCents < left ? advance.outstandingCents : left;
    const repayment = await collectFor(db, advance, source, part, {
      ...options,
      receivableAccountId: standing.account.ledgerAccountId,
      kind: 'NOW',
    });
    if (!repayment) {
      throw refused('Not enough money there', { amount: `${source.label} does not have that much available now.` });
    }
    if (part < advance.outstandingCents) await shrinkSchedules(db, advance.id, part);
    repayments.push(repayment);
    left -= part;
  }
  return { repayments: repayments.map(toRepayment), remainingOutstanding: jsonCents(standing.owedCents - amount) };
}

/**
 * A repayment made now, read back for its result page: `repayNow` stores one row per advance it paid,
 * all at the same moment from the same place, so those rows are the one repayment the member made.
 */
export async function repaymentResult(db: Db, memberId: string, repaymentId: string) {
  const rows = await findRepaymentNowWithParts(db, memberId, repaymentId);
  const [first] = rows;
  if (!first) throw notFound('That repayment');
  const standing = await standingOf(db, memberId);
  return {
    repayments: rows.map(toRepayment),
    amount: jsonCents(rows.reduce((sum, row) => sum + row.amountCents, 0n)),
    sourceLabel: first.sourceLabel,
    pending: rows.some((row) => row.status === 'PENDING'),
    owedNow: jsonCents(standing.owedCents),
  };
}
