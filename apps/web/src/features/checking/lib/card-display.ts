import { maskedNumber } from '@fernleaf/contract/account-mask';
// How the debit card's numbers read on screen.
import type { DebitCard } from '@fernleaf/contract/checking';

/** '4111111111111111' -> '4111 1111 1111 1111', the grouping printed on cards. */
export function groupCardNumber(number: string): string {
  return number.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Only the last four show unless the member asks: '••••1234'. */
export function maskedCardNumber(last4: string): string {
  return maskedNumber(last4);
}

export type CardStatusLabel = 'Active' | 'Locked' | 'Not activated' | 'Closed';

/** Spoken and shown status: a locked card is still active, but declines every purchase. */
export function cardStatusLabel(card: Pick<DebitCard, 'status' | 'locked'>): CardStatusLabel {
  if (card.status === 'CLOSED') return 'Closed';
  if (card.status === 'INACTIVE') return 'Not activated';
  return card.locked ? 'Locked' : 'Active';
}

/** Announced once the lock switch has taken effect, so a screen-reader user hears the new state. */
export function lockConfirmation(locked: boolean): string {
  return locked
    ? 'Your card is locked. Purchases with it will be declined until you unlock it.'
    : 'Your card is unlocked and ready to use.';
}
