import { bankAccountName, maskedNumber } from '@fernleaf/contract/account-mask';
// Where an advance can go and where a repayment can come from: the member's Fernleaf checking, their
// linked bank accounts and the debit cards they added, each with what it has and whether it can be
// used now. Ids are `CHECKING`, `LINKED_BANK:<account id>` and `CARD:<card id>`.
import { canReceiveAdvances, cardBrandNames } from '@fernleaf/contract/payment-card';
import type { Db } from '../../db/client.ts';
import { balanceOf } from '../../ledger/balances.ts';
import { type LinkedCheckingAccount, liveCheckingAccountsOf } from '../bank/linked-accounts-service.ts';
import { checkingAccountOf } from '../checking/account-info.ts';
import { linkedBankStatusAt } from '../checking/linked-bank-status.ts';
import { findCardsOf, type PaymentCardRow } from './card-repo.ts';

export type PlaceType = 'CHECKING' | 'LINKED_BANK' | 'CARD';

interface PlaceBase {
  id: string;
  type: PlaceType;
  /** e.g. "Fernleaf Checking ••1234", "Chase ••6789", "Visa ••4242". */
  label: string;
  bankName: string | null;
  lastFour: string;
  methodName: string;
  /** What it has available now; null for a card. */
  availableCents: bigint | null;
  usable: boolean;
  unusableReason: string | null;
}

export type Place =
  | (PlaceBase & { type: 'CHECKING'; checkingAccountId: string; ledgerAccountId: string })
  | (PlaceBase & { type: 'LINKED_BANK'; linkedAccountId: string })
  | (PlaceBase & { type: 'CARD'; card: PaymentCardRow; receivesAdvances: boolean });

export const checkingPlaceId = 'CHECKING';
export const linkedBankPlaceId = (linkedAccountId: string) => `LINKED_BANK:${linkedAccountId}`;
export const cardPlaceId = (cardId: string) => `CARD:${cardId}`;

const statusReasons = {
  PENDING: 'This bank is still being linked.',
  UNLINKED: 'This bank lost its connection. Link it again to use it.',
  REMOVED: 'This bank was removed.',
} as const;

function linkedBankPlace(candidate: LinkedCheckingAccount, now: Date): Place {
  const status = linkedBankStatusAt(candidate, now);
  return {
    id: linkedBankPlaceId(candidate.linkedAccountId),
    type: 'LINKED_BANK',
    linkedAccountId: candidate.linkedAccountId,
    label: `${candidate.bankName} ${maskedNumber(candidate.mask)}`,
    bankName: candidate.bankName,
    lastFour: candidate.mask,
    methodName: bankAccountName(candidate.bankName, candidate.accountName),
    availableCents: candidate.availableBalanceCents,
    usable: status === 'COMPLETE',
    unusableReason: status === 'COMPLETE' ? null : statusReasons[status],
  };
}

function cardPlace(card: PaymentCardRow): Place {
  const brand = cardBrandNames[card.brand];
  return {
    id: cardPlaceId(card.id),
    type: 'CARD',
    card,
    receivesAdvances: canReceiveAdvances(card.brand),
    label: `${brand} ${maskedNumber(card.last4)}`,
    bankName: null,
    lastFour: card.last4,
    methodName: `${brand} debit card`,
    availableCents: null,
    usable: true,
    unusableReason: null,
  };
}

/** Checking first (when open), then linked checking accounts newest bank first, then cards newest first. */
export async function placesOf(db: Db, memberId: string, now: Date): Promise<Place[]> {
  const [checking, candidates, cards] = await Promise.all([
    checkingAccountOf(db, memberId),
    liveCheckingAccountsOf(db, memberId),
    findCardsOf(db, memberId),
  ]);
  const places: Place[] = [];
  if (checking?.status === 'OPEN') {
    const balance = await balanceOf(db, checking.ledgerAccountId);
    places.push({
      id: checkingPlaceId,
      type: 'CHECKING',
      checkingAccountId: checking.id,
      ledgerAccountId: checking.ledgerAccountId,
      label: `Fernleaf Checking ${maskedNumber(checking.accountNumberLast4)}`,
      // Our own account goes by its method name, not a bank name cut to 12 characters (spec section 9).
      bankName: null,
      lastFour: checking.accountNumberLast4,
      methodName: 'Fernleaf Checking',
      availableCents: balance.availableCents,
      usable: true,
      unusableReason: null,
    });
  }
  places.push(...candidates.map((candidate) => linkedBankPlace(candidate, now)), ...cards.map(cardPlace));
  return places;
}

export function findPlace(places: Place[], id: string): Place | undefined {
  return places.find((place) => place.id === id);
}
