// The one guard of every money product (docs/decisions/025-money-product-prerequisites.md): a call
// that opens an account, lends or moves money first asks it whether the member may, and a member
// who skipped a step gets 409 ONBOARDING_STEP_REQUIRED naming every step still missing. The rule
// lives here, once, so a product cannot forget part of it: the web flows are a convenience, not
// the check.

import { ageOn } from '@fernleaf/contract/calendar/days';
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import { errorCodes } from '@fernleaf/contract/errors';
import { minimumMemberAge } from '@fernleaf/contract/fields';
import type { IdentityStatus } from '@fernleaf/contract/onboarding-flows';
import type { Db } from '../../db/client.ts';
import { findIdentityFactsRow } from '../../identity/service.ts';
import { AppError, notFound } from '../../platform/errors.ts';

/** Every product that holds or lends a member's money, including those whose screens come later. */
export const moneyProducts = [
  'checking',
  'cash-advance',
  'credit-builder',
  'investing',
  'crypto',
  'round-ups',
] as const;
export type MoneyProduct = (typeof moneyProducts)[number];

/** What may be missing, named as the onboarding step (route segment) that supplies it. */
export type MoneyPrerequisite =
  | 'phone-number'
  | 'date-of-birth'
  | 'address'
  | 'ssn-and-verification'
  | 'kba'
  | 'account-activation';

/** The member's records the guard reads. */
export interface MoneyFacts {
  phoneVerified: boolean;
  /** ISO date, or null when not given. */
  dateOfBirth: string | null;
  hasUsAddress: boolean;
  identityStatus: IdentityStatus | null;
  hasCheckingAccount: boolean;
}

/** A product's own prerequisites, beyond those every money product shares. */
type OwnPrerequisite = (facts: MoneyFacts) => { step: MoneyPrerequisite; message: string } | null;

const checkingOpen: OwnPrerequisite = (facts) =>
  facts.hasCheckingAccount ? null : { step: 'account-activation', message: 'Open your Fernleaf checking account.' };

/**
 * Each product's own prerequisites. The agreements, qualification and limits of a product stay with
 * the product (they answer their own codes); only what onboarding supplies belongs here. A product
 * added later lists its own here and calls `requireMoneyProductPrerequisites` from each of its
 * money calls.
 */
const ownPrerequisites: Record<MoneyProduct, readonly OwnPrerequisite[]> = {
  checking: [],
  'cash-advance': [],
  'credit-builder': [],
  investing: [],
  // Crypto is bought and sold from checking (decision 022).
  crypto: [checkingOpen],
  'round-ups': [],
};

const productNames: Record<MoneyProduct, string> = {
  checking: 'a checking account',
  'cash-advance': 'Cash Advance',
  'credit-builder': 'Credit Builder Plus',
  investing: 'investing',
  crypto: 'crypto',
  'round-ups': 'round-ups',
};

export interface MissingPrerequisite {
  step: MoneyPrerequisite;
  message: string;
}

/** The prerequisites a member with these facts is missing for the product, in the order to do them. */
export function missingPrerequisites(product: MoneyProduct, facts: MoneyFacts, now: Date): MissingPrerequisite[] {
  const missing: MissingPrerequisite[] = [];
  if (facts.dateOfBirth === null) {
    missing.push({ step: 'date-of-birth', message: 'Add your date of birth.' });
    // Ages turn over at midnight in New York, the calendar the product's days follow.
  } else if (ageOn(facts.dateOfBirth, easternToday(now)) < minimumMemberAge) {
    missing.push({ step: 'date-of-birth', message: `You must be ${minimumMemberAge} or older.` });
  }
  if (!facts.hasUsAddress) missing.push({ step: 'address', message: 'Add your US home address.' });
  if (!facts.phoneVerified) missing.push({ step: 'phone-number', message: 'Verify your phone number.' });
  if (facts.identityStatus === null) {
    missing.push({
      step: 'ssn-and-verification',
      message: 'Confirm your identity with your Social Security number.',
    });
  } else if (facts.identityStatus === 'KBA_REQUIRED') {
    missing.push({ step: 'kba', message: 'Answer the questions that confirm your identity.' });
  } else if (facts.identityStatus === 'FAILED') {
    missing.push({
      step: 'ssn-and-verification',
      message: 'We could not confirm your identity online. Contact support to finish.',
    });
  }
  for (const own of ownPrerequisites[product]) {
    const problem = own(facts);
    if (problem) missing.push(problem);
  }
  return missing;
}

/**
 * What a product's own prerequisites read beyond the member's identity records: whether checking is
 * open (crypto). The product's call passes it, read from checking's service, so onboarding does not
 * depend on the products that depend on it (decision 031, 2026-12-05); the type makes it required
 * exactly for the products that need it.
 */
export type OwnFacts<P extends MoneyProduct> = P extends 'crypto' ? [own: Pick<MoneyFacts, 'hasCheckingAccount'>] : [];

/** The member's facts; `hasCheckingAccount` comes from the product's caller, for a product that depends on it. */
export async function moneyFactsOf<P extends MoneyProduct>(
  db: Db,
  memberId: string,
  _product: P,
  ...[own]: OwnFacts<P>
): Promise<MoneyFacts> {
  const row = await findIdentityFactsRow(db, memberId);
  if (!row) throw notFound('Your account');
  return {
    phoneVerified: row.phoneVerified,
    dateOfBirth: row.dateOfBirth,
    hasUsAddress: row.hasUsAddress,
    identityStatus: row.identityStatus as IdentityStatus | null,
    hasCheckingAccount: own?.hasCheckingAccount ?? false,
  };
}

/** What the member still has to do before the product may serve them; empty when nothing. */
export async function missingMoneyProductPrerequisites<P extends MoneyProduct>(
  db: Db,
  memberId: string,
  product: P,
  now: Date,
  ...own: OwnFacts<P>
): Promise<MissingPrerequisite[]> {
  return missingPrerequisites(product, await moneyFactsOf(db, memberId, product, ...own), now);
}

export function onboardingStepsRequired(product: MoneyProduct, missing: readonly MissingPrerequisite[]): AppError {
  return new AppError(
    409,
    errorCodes.ONBOARDING_STEP_REQUIRED,
    'Finish setting up first',
    `Before you can use ${productNames[product]}: ${missing.map((problem) => problem.message).join(' ')}`,
    undefined,
    [...new Set(missing.map((problem) => problem.step))],
  );
}

/**
 * Throws 409 ONBOARDING_STEP_REQUIRED naming the missing steps, unless the member may use the
 * product. Every call that opens an account, lends or moves money runs it before it writes.
 */
export async function requireMoneyProductPrerequisites<P extends MoneyProduct>(
  db: Db,
  memberId: string,
  product: P,
  now: Date,
  ...own: OwnFacts<P>
): Promise<void> {
  const missing = await missingMoneyProductPrerequisites(db, memberId, product, now, ...own);
  if (missing.length > 0) throw onboardingStepsRequired(product, missing);
}
