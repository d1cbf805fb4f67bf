// The checking account's virtual debit card: shown masked unless revealed, activated with what is
// printed on it, and locked or unlocked by the member.
import type { DebitCard } from '@fernleaf/contract/checking';
import type { Db } from '../../db/client.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { noCheckingAccount, refusedFields } from './errors.ts';
import { formatExpiry } from './issued-numbers.ts';
import { type DebitCardRow, findCurrentDebitCard, updateDebitCard } from './repo.ts';

export function toDebitCard(card: DebitCardRow, options: { fieldKey: Buffer; reveal: boolean }): DebitCard {
  return {
    id: card.id,
    last4: card.last4,
    expiry: formatExpiry({ month: card.expiryMonth, year: card.expiryYear }),
    status: card.status,
    locked: card.locked,
    network: 'Visa',
    number: options.reveal ? decryptField(options.fieldKey, card.numberEncrypted) : null,
    cvv: options.reveal ? decryptField(options.fieldKey, card.cvvEncrypted) : null,
  };
}

/** Every member with a checking account has a card; without an account there is nothing to show. */
export async function requireDebitCard(db: Db, userId: string): Promise<DebitCardRow> {
  const card = await findCurrentDebitCard(db, userId);
  if (!card) throw noCheckingAccount();
  return card;
}

export async function activateDebitCard(
  db: Db,
  userId: string,
  printed: { last4: string; expiry: string },
  now: Date,
): Promise<DebitCardRow> {
  const card = await requireDebitCard(db, userId);
  if (card.status === 'ACTIVE') return card;
  const fields: Record<string, string> = {};
  if (printed.last4 !== card.last4) fields.last4 = 'These are not the last 4 digits of your card.';
  if (printed.expiry !== formatExpiry({ month: card.expiryMonth, year: card.expiryYear })) {
    fields.expiry = 'This is not the expiry date on your card.';
  }
  if (Object.keys(fields).length > 0) throw refusedFields('Check your card details', fields);
  return updateDebitCard(db, card.id, { status: 'ACTIVE', activatedAt: now });
}

export async function setDebitCardLocked(db: Db, userId: string, locked: boolean): Promise<DebitCardRow> {
  const card = await requireDebitCard(db, userId);
  if (card.locked === locked) return card;
  return updateDebitCard(db, card.id, { locked });
}
