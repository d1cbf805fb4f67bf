import type { IdentityFacts, IdentityStatus, OnboardingFacts } from '@fernleaf/contract/onboarding-flows';
import type { Db } from '../../db/client.ts';
import { findAddressesOf, type UserRow } from '../../identity/users-repo.ts';
import { banksOf } from '../bank/linked-banks-service.ts';
import { checkingAccountOf } from '../checking/account-info.ts';
import { readIncomeProfile } from '../income-profile/service.ts';
import { investmentAccountFactsOf } from '../investing/service.ts';

/** The facts of the cash advance's own steps: its qualification and its subscription. */
export type CashAdvanceFacts = Pick<OnboardingFacts, 'cashAdvanceQualification' | 'hasCashAdvanceSubscription'>;

/**
 * How onboarding learns what the cash advance knows. The cash advance reads onboarding's steps, so
 * onboarding must not import it back: app.ts hands the cash advance's service in (decision 031).
 */
export type CashAdvanceFactsOf = (db: Db, memberId: string) => Promise<CashAdvanceFacts>;

/** What the identity steps depend on, read from the member's own records, so any device agrees. */
export async function identityFactsOf(db: Db, user: UserRow): Promise<IdentityFacts> {
  const addresses = await findAddressesOf(db, user.id);
  return {
    hasDateOfBirth: user.dateOfBirth !== null,
    hasAddress: addresses.length > 0,
    phoneVerified: user.phoneNumber !== null && user.phoneVerifiedAt !== null,
    identityStatus: user.identityStatus as IdentityStatus | null,
  };
}

/** The identity facts and those of the product steps other calls complete (bank, checking, income, investing). */
export async function onboardingFactsOf(
  db: Db,
  user: UserRow,
  now: Date,
  cashAdvanceFactsOf: CashAdvanceFactsOf,
): Promise<OnboardingFacts> {
  const [identity, banks, checking, income, cashAdvance, investing] = await Promise.all([
    identityFactsOf(db, user),
    // A link whose accounts finished fetching reads as linked, as the bank calls show it, unwritten.
    banksOf(db, user.id, ['COMPLETE'], now),
    checkingAccountOf(db, user.id),
    readIncomeProfile(db, user.id),
    cashAdvanceFactsOf(db, user.id),
    investmentAccountFactsOf(db, user.id),
  ]);
  return {
    ...identity,
    hasLinkedBank: banks.length > 0,
    hasCheckingAccount: checking?.status === 'OPEN',
    hasEmploymentStatus: income.employmentStatus != null,
    hasAnnualIncome: income.annualIncomeCents != null,
    ...cashAdvance,
    ...investing,
  };
}
