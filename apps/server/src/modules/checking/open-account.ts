// Opens the member's checking account: the ledger account that holds its money, the account and
// routing numbers, and an inactive virtual debit card, all in the caller's transaction.
import type { Db } from '../../db/client.ts';
import { findAddressesOf } from '../../identity/service.ts';
import { memberAccount } from '../../ledger/accounts.ts';
import { notFound } from '../../platform/errors.ts';
import { decryptField, encryptField, lastFour } from '../../platform/field-encryption.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { requireMember } from '../user/service.ts';
import { esignRequired, missingValues } from './errors.ts';
import { unsignedRequiredAgreements } from './esign.ts';
import { cardExpiry, newAccountNumber, newCardNumber, newCvv } from './issued-numbers.ts';
import { partnerBank } from './partner-bank.ts';
import {
  type CheckingAccountRow,
  encryptedAccountNumbersEndingIn,
  encryptedCardNumbersEndingIn,
  findCheckingAccount,
  insertCheckingAccountIfAbsent,
  insertDebitCard,
} from './repo.ts';

export interface OpenAccountRequest {
  addressId?: string | undefined;
  depositCode?: string | undefined;
  employmentCode?: string | undefined;
  leadGenTransactionId?: string | undefined;
  paymentForm?: string | undefined;
}

/**
 * The outcome is always `Created`: the sandbox bank opens accounts at once. A real bank may answer
 * later, which the contract's `Processing` is for (the web app then reports a timeout).
 */
export interface OpenAccountResult {
  message: 'Created';
  accountId: string;
}

export async function openCheckingAccount(
  db: Db,
  memberId: string,
  request: OpenAccountRequest,
  options: { fieldKey: Buffer; now: Date },
): Promise<OpenAccountResult> {
  await requireMember(db, memberId);
  if (!request.addressId) {
    throw missingValues({ addressId: 'Choose the address your debit card is sent to.' });
  }
  const addresses = await findAddressesOf(db, memberId);
  // Compared in code rather than queried: an id that is not a uuid must be a 404, not a database error.
  const address = addresses.find((candidate) => candidate.id === request.addressId);
  if (!address) throw notFound('That address');

  const existing = await findCheckingAccount(db, memberId);
  if (existing) return { message: 'Created', accountId: existing.id };

  // Know your customer: verified phone and identity, 18 or older, a US address (decision 025).
  await requireMoneyProductPrerequisites(db, memberId, 'checking', options.now);
  const unsigned = await unsignedRequiredAgreements(db, memberId);
  if (unsigned.length > 0) throw esignRequired(unsigned);

  const ledgerAccount = await memberAccount(db, memberId, 'checking');
  const accountNumber = await unusedNumber(db, options.fieldKey, newAccountNumber, encryptedAccountNumbersEndingIn);
  const account = await insertCheckingAccountIfAbsent(db, {
    memberId,
    ledgerAccountId: ledgerAccount.id,
    accountNumberEncrypted: encryptField(options.fieldKey, accountNumber),
    accountNumberLast4: lastFour(accountNumber),
    routingNumber: partnerBank.routingNumber,
    status: 'OPEN',
    addressId: address.id,
    depositCode: request.depositCode ?? null,
    employmentCode: request.employmentCode ?? null,
    leadGenTransactionId: request.leadGenTransactionId ?? null,
    paymentForm: request.paymentForm ?? null,
    createdAt: options.now,
  });
  if (!account) return openedMeanwhile(db, memberId);

  await issueDebitCard(db, account, options);
  return { message: 'Created', accountId: account.id };
}

/** A concurrent request (another Idempotency-Key) opened the account first: answer that one. */
async function openedMeanwhile(db: Db, memberId: string): Promise<OpenAccountResult> {
  const account = await findCheckingAccount(db, memberId);
  if (!account) throw new Error('checking account insert conflicted but no account exists');
  return { message: 'Created', accountId: account.id };
}

async function issueDebitCard(db: Db, account: CheckingAccountRow, options: { fieldKey: Buffer; now: Date }) {
  const number = await unusedNumber(db, options.fieldKey, newCardNumber, encryptedCardNumbersEndingIn);
  const expiry = cardExpiry(options.now);
  await insertDebitCard(db, {
    memberId: account.memberId,
    checkingAccountId: account.id,
    numberEncrypted: encryptField(options.fieldKey, number),
    last4: lastFour(number),
    cvvEncrypted: encryptField(options.fieldKey, newCvv()),
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    // A new card must be activated with the expiry and security code printed on it before it can be used.
    status: 'INACTIVE',
    locked: false,
    createdAt: options.now,
  });
}

const maxNumberAttempts = 10;

/**
 * A number no other account or card holds. The numbers are encrypted with a fresh nonce each, so
 * they cannot be compared in SQL: the few stored with the same last four are decrypted and compared.
 */
async function unusedNumber(
  db: Db,
  fieldKey: Buffer,
  generate: () => string,
  encryptedEndingIn: (db: Db, last4: string) => Promise<string[]>,
): Promise<string> {
  for (let attempt = 0; attempt < maxNumberAttempts; attempt++) {
    const candidate = generate();
    const sameEnding = await encryptedEndingIn(db, lastFour(candidate));
    if (!sameEnding.some((stored) => decryptField(fieldKey, stored) === candidate)) return candidate;
  }
  throw new Error('no unused number found; the number space is nearly exhausted');
}
