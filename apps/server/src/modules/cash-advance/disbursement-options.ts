// The three ways an advance can be delivered, for an amount, with what each costs, when it arrives,
// where it can go and what it still needs. The quote of an advance's terms uses the same answer.

import { daysBetween } from '@fernleaf/contract/calendar/days';
import type { DisbursementMethodOption } from '@fernleaf/contract/cash-advance';
import { deliveryOf, deliveryWording } from '@fernleaf/contract/cash-advance-delivery';
import {
  type DisbursementMethod,
  disbursementFeeCents,
  disbursementMethods,
  type Repricing,
} from '@fernleaf/contract/cash-advance-pricing';
import type { Db } from '../../db/client.ts';
import { hasPassedIdentityCheck } from '../identity-trust/service.ts';
import { linkedBankPlaceId, type Place, placesOf } from './places.ts';

export interface MethodOption {
  method: DisbursementMethod;
  feeCents: number;
  deliveryHours: number;
  arrivesOn: string;
  destinations: Place[];
  requirement: DisbursementMethodOption['requirement'];
  unavailableReason: string | null;
  actionPath: string | null;
}

const returnHere = encodeURIComponent('/instacash/request-destination');

/** Where each way delivers to, what it lacks and what fixes it. */
function destinationsFor(
  method: DisbursementMethod,
  places: Place[],
  identityChecked: boolean,
  targetLinkedAccountId: string | null,
): Pick<MethodOption, 'destinations' | 'requirement' | 'unavailableReason' | 'actionPath'> {
  if (method === 'INSTANT_CHECKING') {
    const destinations = places.filter((place) => place.type === 'CHECKING');
    return destinations.length > 0
      ? { destinations, requirement: null, unavailableReason: null, actionPath: null }
      : {
          destinations,
          requirement: 'CHECKING_ACCOUNT',
          unavailableReason: 'Open a Fernleaf checking account to get advances there within minutes.',
          actionPath: `/onboarding/instacash/account-activation?returnTo=${returnHere}`,
        };
  }
  if (method === 'INSTANT_CARD') {
    const destinations = places.filter((place) => place.type === 'CARD' && place.receivesAdvances);
    if (destinations.length === 0) {
      return {
        destinations,
        requirement: 'DEBIT_CARD',
        unavailableReason: 'Add a Visa, Mastercard or Discover debit card to get advances there within minutes.',
        actionPath: `/instacash/add-card?returnTo=${returnHere}`,
      };
    }
    return identityChecked
      ? { destinations, requirement: null, unavailableReason: null, actionPath: null }
      : {
          destinations,
          requirement: 'IDENTITY_CHECK',
          unavailableReason: 'Before we send money to a card, confirm it is you with a photo of your ID and a selfie.',
          actionPath: null,
        };
  }
  // Standard delivery goes to the account the advance is based on first, then the others.
  const banks = places.filter((place) => place.type === 'LINKED_BANK' && place.usable);
  const target = targetLinkedAccountId ? linkedBankPlaceId(targetLinkedAccountId) : null;
  const destinations = [
    ...banks.filter((place) => place.id === target),
    ...banks.filter((place) => place.id !== target),
  ];
  return destinations.length > 0
    ? { destinations, requirement: null, unavailableReason: null, actionPath: null }
    : {
        destinations,
        requirement: 'LINKED_BANK',
        unavailableReason: 'Link your bank again to get advances there for free.',
        actionPath: '/accounts',
      };
}

export async function disbursementOptions(
  db: Db,
  memberId: string,
  amountCents: number,
  context: { now: Date; repricing: Repricing; targetLinkedAccountId: string | null },
): Promise<MethodOption[]> {
  const [places, identityChecked] = await Promise.all([
    placesOf(db, memberId, context.now),
    hasPassedIdentityCheck(db, memberId),
  ]);
  return disbursementMethods.map((method) => {
    const delivery = deliveryOf(method, context.now);
    return {
      method,
      feeCents: disbursementFeeCents(method, amountCents, context.repricing),
      deliveryHours: delivery.hours,
      arrivesOn: delivery.arrivesOn,
      ...destinationsFor(method, places, identityChecked, context.targetLinkedAccountId),
    };
  });
}

/** The option as the contract says it, with the repayment date money arriving that way would have. */
export function toMethodOption(option: MethodOption, repaymentDate: string): DisbursementMethodOption {
  return {
    method: option.method,
    fee: option.feeCents,
    deliveryHours: option.deliveryHours,
    deliveryWording: deliveryWording(option.deliveryHours),
    arrivesOn: option.arrivesOn,
    repaymentDate,
    termDays: daysBetween(option.arrivesOn, repaymentDate),
    destinations: option.destinations.map((place) => ({
      id: destinationIdOf(place),
      label: place.label,
      lastFourDigit: place.lastFour,
    })),
    available: option.requirement === null,
    requirement: option.requirement,
    unavailableReason: option.unavailableReason,
    actionPath: option.actionPath,
  };
}

/** A destination's id in an advance request: the checking account's, the card's or the linked account's own id. */
export function destinationIdOf(place: Place): string {
  if (place.type === 'CHECKING') return place.checkingAccountId;
  if (place.type === 'CARD') return place.card.id;
  return place.linkedAccountId;
}
