// How the lines that explain a limit read: what each adds or takes off, and the raises.
import type { EligibilityLine } from '@fernleaf/contract/cash-advance-onboarding';
import { formatCents } from '@fernleaf/contract/money';

/** '+$50.00' for a line that adds, '-$25.00' for one that takes off, '' for a line that only explains. */
export function lineAmountText(amount: number): string {
  if (amount === 0) return '';
  return formatCents(amount, { plus: true });
}

/** What a screen reader hears for a line's amount: words, not a bare sign. */
export function lineAmountDescription(amount: number): string {
  if (amount === 0) return '';
  return amount > 0 ? `adds ${formatCents(amount)}` : `takes off ${formatCents(-amount)}`;
}

export const lineKindLabels: Record<EligibilityLine['kind'], string> = {
  BASE: 'Starting point',
  BONUS: 'Adds to your limit',
  REDUCTION: 'Lowers your limit',
  CAP: 'Limit cap',
  TRIAL_CAP: 'Starter limit',
  ROUNDING: 'Rounded down',
};
