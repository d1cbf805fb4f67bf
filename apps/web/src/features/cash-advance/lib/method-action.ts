// What a way of receiving an advance needs before it can be used, and how the screen offers it: a
// debit card to add, a photo-ID check to start (its button, not a link), or a page the server names.
import type { DisbursementMethodOption } from '@fernleaf/contract/cash-advance';
import { safeReturnTo } from './return-to';

export type MethodAction =
  | { kind: 'none' }
  | { kind: 'identity-check' }
  | { kind: 'add-card' }
  | { kind: 'link'; to: string; label: string };

const linkLabels: Record<string, string> = {
  CHECKING_ACCOUNT: 'Open a checking account',
  LINKED_BANK: 'Link a bank account',
};

export function methodAction(
  option: Pick<DisbursementMethodOption, 'available' | 'requirement' | 'actionPath'>,
): MethodAction {
  if (option.available) return { kind: 'none' };
  if (option.requirement === 'IDENTITY_CHECK') return { kind: 'identity-check' };
  if (option.requirement === 'DEBIT_CARD') return { kind: 'add-card' };
  const to = option.actionPath ? safeReturnTo(option.actionPath, '') : '';
  if (!to) return { kind: 'none' };
  return { kind: 'link', to, label: (option.requirement && linkLabels[option.requirement]) ?? 'Set it up' };
}

/** The method to start from: the one chosen before if it can still be used, else the free standard one. */
export function usableMethod<Method extends string>(
  chosen: Method,
  options: readonly { method: Method; available: boolean }[],
  fallback: Method,
): Method {
  return options.some((option) => option.method === chosen && option.available) ? chosen : fallback;
}
