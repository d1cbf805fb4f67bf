// The debit cards a member adds to receive advances (Visa, Mastercard, Discover) or repay with (any
// brand). The number is verified with the card network, encrypted at rest, and never shown again but
// for its last four.
import type { PaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import { canReceiveAdvances, cardBrandOf, paymentCardInputSchema } from '@fernleaf/contract/payment-card';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { encryptField, fieldFingerprint } from '../../platform/field-encryption.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import type { CardNetwork } from './card-network.ts';
import { findCardByFingerprint, findCardsOf, insertCard, markCardRemoved, type PaymentCardRow } from './card-repo.ts';
import { cardDeclined, refused } from './errors.ts';

export function toPaymentCard(row: PaymentCardRow): PaymentCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiry: `${String(row.expiryMonth).padStart(2, '0')}/${String(row.expiryYear % 100).padStart(2, '0')}`,
    nameOnCard: row.nameOnCard,
    canReceiveAdvances: canReceiveAdvances(row.brand),
    addedOn: row.createdAt.toISOString(),
  };
}

export async function listCards(db: Db, memberId: string): Promise<PaymentCard[]> {
  return (await findCardsOf(db, memberId)).map(toPaymentCard);
}

export interface CardInput {
  cardNumber: string;
  expiry: string;
  securityCode: string;
  nameOnCard: string;
  postalCode: string;
}

export async function addCard(
  db: Db,
  memberId: string,
  input: CardInput,
  deps: { fieldKey: Buffer; network: CardNetwork; now: Date },
): Promise<PaymentCard> {
  await requireMoneyProductPrerequisites(db, memberId, 'cash-advance', deps.now);
  // The contract checked the shape; the expiry is checked against today here, where today is known.
  const checked = paymentCardInputSchema(deps.now).safeParse(input);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const issue of checked.error.issues) fields[issue.path.join('.') || 'cardNumber'] ??= issue.message;
    throw refused('Check the card', fields);
  }
  const card = checked.data;
  const brand = cardBrandOf(card.cardNumber);
  if (!brand)
    throw refused('Check the card', { cardNumber: 'We accept Visa, Mastercard, Discover and American Express' });
  const fingerprint = fieldFingerprint(deps.fieldKey, `card:${card.cardNumber}`);
  const existing = await findCardByFingerprint(db, memberId, fingerprint);
  if (existing) return toPaymentCard(existing);
  if ((await deps.network.verify(card.cardNumber)) === 'DECLINED') throw cardDeclined();
  const [month, year] = card.expiry.split('/').map(Number) as [number, number];
  const row = await insertCard(db, {
    memberId,
    brand,
    // The security code is checked by the network and never stored.
    numberEncrypted: encryptField(deps.fieldKey, card.cardNumber),
    numberFingerprint: fingerprint,
    last4: card.cardNumber.slice(-4),
    expiryMonth: month,
    expiryYear: 2000 + year,
    nameOnCard: card.nameOnCard,
    postalCode: card.postalCode,
    createdAt: deps.now,
  });
  return toPaymentCard(row);
}

export async function removeCard(db: Db, memberId: string, cardId: string, now: Date): Promise<PaymentCard[]> {
  if (!(await markCardRemoved(db, memberId, cardId, now))) throw notFound('That card');
  return listCards(db, memberId);
}
