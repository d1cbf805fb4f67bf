import { maskedNumber } from '@fernleaf/contract/account-mask';
import type { LinkedBank } from '@fernleaf/contract/bank';
// Where a deposit may come from, as one choice: checking, or one of the member's linked bank accounts
// (decision 044). The choice's value says which call or which schedule source it means.
export interface BankSource {
  /** The linked bank account's id. */
  id: string;
  /** The bank's name and the account's last four, as the member knows it. */
  label: string;
}

export type DepositSource = { kind: 'CHECKING' } | { kind: 'LINKED_BANK'; linkedAccountId: string };

export const checkingSourceValue = 'CHECKING';
const bankPrefix = 'bank:';

export function bankSourceValue(linkedAccountId: string): string {
  return `${bankPrefix}${linkedAccountId}`;
}

/** The choice read back; null when nothing is chosen. */
export function sourceOf(value: string): DepositSource | null {
  if (value === checkingSourceValue) return { kind: 'CHECKING' };
  if (value.startsWith(bankPrefix) && value.length > bankPrefix.length) {
    return { kind: 'LINKED_BANK', linkedAccountId: value.slice(bankPrefix.length) };
  }
  return null;
}

/** The options of the choice: checking first when the member has it, then each linked account. */
export function sourceOptions(hasChecking: boolean, banks: readonly BankSource[]) {
  return [
    ...(hasChecking ? [{ value: checkingSourceValue, label: 'Checking' }] : []),
    ...banks.map((bank) => ({ value: bankSourceValue(bank.id), label: bank.label })),
  ];
}

/** How the chosen source reads in a sentence. */
export function sourceName(value: string, banks: readonly BankSource[]): string {
  const source = sourceOf(value);
  if (!source) return 'the account you choose';
  if (source.kind === 'CHECKING') return 'your checking account';
  return banks.find((bank) => bank.id === source.linkedAccountId)?.label ?? 'your linked bank';
}

/** The accounts of linked banks that can move money now (a link still connecting cannot). */
export function bankSourcesOf(banks: readonly LinkedBank[]): BankSource[] {
  return banks
    .filter((bank) => bank.status === 'COMPLETE')
    .flatMap((bank) =>
      bank.accounts.map((account) => ({
        id: account.id,
        label: `${bank.institution.name} ${maskedNumber(account.mask)}`,
      })),
    );
}
