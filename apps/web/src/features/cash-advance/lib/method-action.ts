// What a way of receiving an advance needs before it can be used, and how the screen offers it: a
// debit card to add, a photo-ID check to start (its button, not a link), or a page the server names.
import type { DisbursementMethodOption } from '@fernleaf/contract/cash-advance';
import { safeReturnTo } from './return-to';

export type MethodAction =
  | { kind: 'none' }
  | { kind: 'identity-check' }
  | { kind: 'add-card' }
  | { kind: 'link'; to: string; search: Record<string, string>; label: string };

const linkLabels: Record<string, string> = {
  CHECKING_ACCOUNT: 'Open a checking account',
  LINKED_BANK: 'Link a bank account',
};

/**
 * A page the server names comes back to `returnTo` (the page asking for the advance) when the server
 * gave it a return address, since the same choice is asked in onboarding and on /instacash.
 */
export function methodAction(
  option: Pick<DisbursementMethodOption, 'available' | 'requirement' | 'actionPath'>,
  returnTo?: string,
): MethodAction {
  if (option.available) return { kind: 'none' };
  if (option.requirement === 'IDENTITY_CHECK') return { kind: 'identity-check' };
  if (option.requirement === 'DEBIT_CARD') return { kind: 'add-card' };
  const path = option.actionPath ? safeReturnTo(option.actionPath, '') : '';
  if (!path) return { kind: 'none' };
  // The router takes the path and its search apart.
  const url = new URL(path, 'http://site.invalid');
  const search = Object.fromEntries(url.searchParams);
  if (returnTo && 'returnTo' in search) search.returnTo = returnTo;
  const label = (option.requirement && linkLabels[option.requirement]) ?? 'Set it up';
  return { kind: 'link', to: url.pathname, search, label };
}

/** The method to start from: the one chosen before if it can still be used, else the free standard one. */
export function usableMethod<Method extends string>(
  chosen: Method,
  options: readonly { method: Method; available: boolean }[],
  fallback: Method,
): Method {
  return options.some((option) => option.method === chosen && option.available) ? chosen : fallback;
}
