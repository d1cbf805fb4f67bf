import type { IdentityFacts, IdentityStatus, OnboardingFacts } from '@fernleaf/contract/onboarding';
import type { Db } from '../../db/client.ts';
import { findAddressesOf, type UserRow } from '../../identity/users-repo.ts';
import { completeDueBanks, findBanksOf } from '../bank/linked-bank-repo.ts';
import { findCashAdvanceAccount } from '../cash-advance/account-repo.ts';
import { latestUnderwritingOf } from '../cash-advance/underwriting-repo.ts';
import { findCheckingAccount } from '../checking/repo.ts';
import { findIncomeProfile } from '../income-profile/repo.ts';

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

/** The identity facts and those of the product steps other calls complete (bank, checking, income). */
export async function onboardingFactsOf(db: Db, user: UserRow, now: Date): Promise<OnboardingFacts> {
  // A link whose accounts finished fetching reads as linked, as the bank calls would show it.
  await completeDueBanks(db, user.id, now);
  const [identity, banks, checking, income, underwriting, cashAdvance] = await Promise.all([
    identityFactsOf(db, user),
    findBanksOf(db, user.id, ['COMPLETE']),
    findCheckingAccount(db, user.id),
    findIncomeProfile(db, user.id),
    latestUnderwritingOf(db, user.id),
    findCashAdvanceAccount(db, user.id),
  ]);
  return {
    ...identity,
    hasLinkedBank: banks.length > 0,
    hasCheckingAccount: checking?.status === 'OPEN',
    hasEmploymentStatus: income?.employmentStatus != null,
    hasAnnualIncome: income?.annualIncomeCents != null,
    cashAdvanceQualification: underwriting?.outcome ?? null,
    hasCashAdvanceSubscription: cashAdvance?.status === 'ACTIVE',
  };
}
