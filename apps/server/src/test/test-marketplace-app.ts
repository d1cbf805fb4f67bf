// Test support: the app on a clock the test moves, members who call from an address of their own
// (sign-up and every call are rate limited per address), and the marketplace calls as the web app
// makes them.
import { randomUUID } from 'node:crypto';
import { type Offer, type OfferTerms, submitMarketplaceApplication } from '@fernleaf/contract/marketplace';
import type { Db } from '../db/client.ts';
import { linkedBanks } from '../db/schema/banking.ts';
import { insertAddress, updateUser } from '../identity/users-repo.ts';
import { upsertPaySchedule } from '../modules/pay-schedule/repo.ts';
import { type Caller, newCaller } from './bank-test-kit.ts';
import { callUnchecked } from './call.ts';
import { creditCardInput, debtReliefInput, personalLoanInput } from './test-answers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface MarketplaceTestApp extends TestApp {
  db: Db;
  clock: { now: Date };
  /** Moves the clock on by `seconds`. */
  advance(seconds: number): void;
}

export async function createMarketplaceTestApp(): Promise<MarketplaceTestApp> {
  const clock = { now: new Date('2026-03-02T15:00:00Z') };
  const testApp = await createTestApp({ now: () => clock.now });
  return {
    ...testApp,
    db: testApp.database.db,
    clock,
    advance: (seconds) => {
      clock.now = new Date(clock.now.getTime() + seconds * 1000);
    },
  };
}

export const newMember = (t: MarketplaceTestApp): Promise<Caller> => newCaller(t);

export const key = () => `key-${randomUUID()}`;

export const bodies = {
  personalLoan: (change: Record<string, unknown> = {}, origin?: string) => ({
    vertical: 'personal-loan',
    ...(origin ? { origin } : {}),
    answers: personalLoanInput(change),
  }),
  creditCards: (change: Record<string, unknown> = {}) => ({
    vertical: 'credit-cards',
    answers: creditCardInput(change),
  }),
  debtRelief: (change: Record<string, unknown> = {}) => ({ vertical: 'debt-relief', answers: debtReliefInput(change) }),
};

/**
 * Submits an application. The answers are built from untyped changes, some wrong on purpose to see
 * them refused, so they go unchecked; the answer is still typed by the call.
 */
export function submit(member: Caller, body: unknown, idempotencyKey: string | null = key()) {
  return callUnchecked(member, submitMarketplaceApplication, { body, idempotencyKey });
}

/** The terms of an offer of the given kind; throws naming the offer when it is of another. */
export function termsOf<Kind extends OfferTerms['kind']>(
  offer: Offer,
  kind: Kind,
): Extract<OfferTerms, { kind: Kind }> {
  if (offer.terms.kind !== kind) throw new Error(`${offer.id} has ${offer.terms.kind} terms, not ${kind}`);
  return offer.terms as Extract<OfferTerms, { kind: Kind }>;
}

/** What a member who went through onboarding has on file: date of birth, a verified phone, an address. */
export async function giveRecords(t: MarketplaceTestApp, member: Caller): Promise<void> {
  await updateUser(t.db, member.memberId, {
    dateOfBirth: '1988-04-12',
    phoneNumber: '2155550123',
    phoneVerifiedAt: t.clock.now,
  });
  await insertAddress(t.db, {
    memberId: member.memberId,
    addressLine1: '200 HARBOR WAY',
    addressLine2: 'UNIT 4',
    city: 'NORFOLK',
    state: 'VA',
    postalCode: '23510',
    country: 'US',
    status: 'VERIFIED',
  });
}

export async function givePaySchedule(t: MarketplaceTestApp, member: Caller): Promise<void> {
  await upsertPaySchedule(t.db, {
    memberId: member.memberId,
    schedule: { frequency: 'MONTHLY', dayOfMonth: 15 },
    updatedAt: t.clock.now,
  });
}

/** A bank link as the bank module leaves it; `createdAt` orders the member's links. */
export async function giveLinkedBank(
  t: MarketplaceTestApp,
  member: Caller,
  bank: { institutionName: string; createdAt: Date; status?: 'COMPLETE' | 'REMOVED' },
): Promise<void> {
  await t.db.insert(linkedBanks).values({
    memberId: member.memberId,
    source: 'PLAID',
    institutionId: `ins_${randomUUID()}`,
    institutionName: bank.institutionName,
    status: bank.status ?? 'COMPLETE',
    completesAt: bank.createdAt,
    createdAt: bank.createdAt,
  });
}
