// The checking account's debit card: shown masked (full number and security code only after a
// step-up check), activated with what only the card's holder can read from it, locked or unlocked.
import { createHash, timingSafeEqual } from 'node:crypto';
import { cardActivationLockHours, type DebitCard, maxCardActivationFailures } from '@fernleaf/contract/checking';
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { noCheckingAccount } from './errors.ts';
import { formatExpiry } from './issued-numbers.ts';
import { type DebitCardRow, findCurrentDebitCard, reserveActivationTry, updateDebitCard } from './repo.ts';

/**
 * `reveal` is for callers that passed the step-up check and wrote the audit row. Until the card is
 * activated its expiry is not shown either: activation asks for it.
 */
export function toDebitCard(card: DebitCardRow, options: { fieldKey: Buffer; reveal: boolean }): DebitCard {
  const expiryShown = options.reveal || card.status !== 'INACTIVE';
  return {
    id: card.id,
    last4: card.last4,
    expiry: expiryShown ? formatExpiry({ month: card.expiryMonth, year: card.expiryYear }) : null,
    status: card.status,
    locked: card.locked,
    network: 'Visa',
    number: options.reveal ? decryptField(options.fieldKey, card.numberEncrypted) : null,
    cvv: options.reveal ? decryptField(options.fieldKey, card.cvvEncrypted) : null,
  };
}

/** Every member with a checking account has a card; without an account there is nothing to show. */
export async function requireDebitCard(db: Db, memberId: string): Promise<DebitCardRow> {
  const card = await findCurrentDebitCard(db, memberId);
  if (!card) throw noCheckingAccount();
  return card;
}

function activationLocked(until: Date, now: Date): AppError {
  const hours = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 3_600_000));
  return new AppError(
    429,
    errorCodes.CARD_ACTIVATION_LOCKED,
    'Too many tries',
    `The card details did not match too many times. For your security, try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  );
}

function wrongDetails(triesLeft: number): AppError {
  // Which of the two was wrong is not said: that would let a guesser solve them one at a time.
  return new AppError(
    422,
    errorCodes.VALIDATION_FAILED,
    'Check your card details',
    `The expiry date and security code do not match your card. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  );
}

/** Compares in constant time: hashing first gives both sides one length whatever was typed. */
function sameSecret(expected: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

export async function activateDebitCard(
  db: Db,
  memberId: string,
  printed: { expiry: string; cvv: string },
  options: { fieldKey: Buffer; now: Date },
): Promise<DebitCardRow> {
  const { now } = options;
  const card = await requireDebitCard(db, memberId);
  if (card.status === 'ACTIVE') return card;
  const counted = await reserveActivationTry(db, card.id, now);
  if (counted.lockedUntil && counted.lockedUntil > now) throw activationLocked(counted.lockedUntil, now);
  const lockUntil = new Date(now.getTime() + cardActivationLockHours * 3_600_000);
  if (counted.failures > maxCardActivationFailures) {
    await updateDebitCard(db, card.id, { activationFailures: 0, activationLockedUntil: lockUntil });
    throw activationLocked(lockUntil, now);
  }
  const expected = `${formatExpiry({ month: card.expiryMonth, year: card.expiryYear })}|${decryptField(options.fieldKey, card.cvvEncrypted)}`;
  if (!sameSecret(expected, `${printed.expiry}|${printed.cvv}`)) {
    if (counted.failures >= maxCardActivationFailures) {
      await updateDebitCard(db, card.id, { activationFailures: 0, activationLockedUntil: lockUntil });
      throw activationLocked(lockUntil, now);
    }
    throw wrongDetails(maxCardActivationFailures - counted.failures);
  }
  return updateDebitCard(db, card.id, {
    status: 'ACTIVE',
    activatedAt: now,
    activationFailures: 0,
    activationLockedUntil: null,
  });
}

export async function setDebitCardLocked(db: Db, memberId: string, locked: boolean): Promise<DebitCardRow> {
  const card = await requireDebitCard(db, memberId);
  if (card.locked === locked) return card;
  return updateDebitCard(db, card.id, { locked });
}
