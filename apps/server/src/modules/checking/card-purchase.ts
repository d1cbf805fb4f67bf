// A purchase with the debit card, as the card network presents it: the money leaves checking for
// the card network's clearing account at once.
import { errorCodes } from '@fernleaf/contract/errors';
import type { Tx } from '../../db/transaction.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { postEntry, type WrittenEntry } from '../../ledger/post-entry.ts';
import { AppError } from '../../platform/errors.ts';
import { requireCheckingAccount } from './account-info.ts';
import { requireDebitCard } from './debit-card.ts';

export interface CardPurchase {
  /** Unique per authorisation, e.g. the network's id for it; a repeat posts nothing new. */
  reference: string;
  amountCents: bigint;
  merchant: string;
  now: Date;
}

export async function recordCardPurchase(db: Tx, memberId: string, purchase: CardPurchase): Promise<WrittenEntry> {
  const account = await requireCheckingAccount(db, memberId);
  const card = await requireDebitCard(db, memberId);
  // The contract promises that a locked card declines every purchase.
  if (card.status !== 'ACTIVE' || card.locked) {
    throw new AppError(
      422,
      errorCodes.VALIDATION_FAILED,
      'Card declined',
      card.locked ? 'The card is locked. Unlock it to pay with it.' : 'The card is not active yet.',
    );
  }
  const network = platformAccount('card_network_clearing');
  return postEntry(db, {
    reference: purchase.reference,
    kind: 'card_purchase',
    description: purchase.merchant,
    postings: [
      { accountId: account.ledgerAccountId, amountCents: -purchase.amountCents },
      { accountId: network.id, amountCents: purchase.amountCents },
    ],
    metadata: { cardId: card.id, merchant: purchase.merchant },
    now: purchase.now,
  });
}
