import type { IdentityFacts, IdentityStatus, OnboardingFacts } from '@fernleaf/contract/onboarding-flows';
import type { Db } from '../../db/client.ts';
import { findAddressesOf, type UserRow } from '../../identity/service.ts';
import { banksOf } from '../bank/linked-banks-service.ts';
import { readIncomeProfile } from '../income-profile/service.ts';

/** The facts of the cash advance's own steps: its qualification and its subscription. */
export type CashAdvanceFacts = Pick<OnboardingFacts, 'cashAdvanceQualification' | 'hasCashAdvanceSubscription'>;

/** The facts of the product steps that other modules complete: the cash advance's, checking's and investing's. */
export type ProductFacts = CashAdvanceFacts &
  Pick<OnboardingFacts, 'hasCheckingAccount' | 'hasManagedInvestmentAccount' | 'hasSelfDirectedInvestmentAccount'>;

/**
 * How onboarding learns what the products know. The products read onboarding (its steps, the money
 * guard), so onboarding must not import them back: app.ts composes their services into this
 * (decision 031, extended 2026-12-05 to checking and investing).
 */
export type ProductFactsOf = (db: Db, memberId: string) => Promise<ProductFacts>;

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
  productFactsOf: ProductFactsOf,
): Promise<OnboardingFacts> {
  const [identity, banks, income, products] = await Promise.all([
    identityFactsOf(db, user),
    // A link whose accounts finished fetching reads as linked, as the bank calls show it, unwritten.
    banksOf(db, user.id, ['COMPLETE'], now),
    readIncomeProfile(db, user.id),
    productFactsOf(db, user.id),
  ]);
  return {
    ...identity,
    hasLinkedBank: banks.length > 0,
    hasEmploymentStatus: income.employmentStatus != null,
    hasAnnualIncome: income.annualIncomeCents != null,
    ...products,
  };
}
