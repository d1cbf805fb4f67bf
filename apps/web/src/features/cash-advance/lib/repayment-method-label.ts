// Spec section 9: a payment method shows its bank name truncated (12 characters by default), a bullet
// and the last four digits, or else the method name. The shared label rule is lib/format's; this
// reads it from a repayment method as the contract answers it.
import type { RepaymentMethod } from '@fernleaf/contract/cash-advance-repayment';
import { DEFAULT_BANK_NAME_TRUNCATE_SIZE, formatPaymentMethodLabel } from '../../../lib/format/payment-method';

export function repaymentMethodLabel(
  method: Pick<RepaymentMethod, 'bankName' | 'lastFourDigit' | 'methodName'>,
  truncateSize: number = DEFAULT_BANK_NAME_TRUNCATE_SIZE,
): string {
  return formatPaymentMethodLabel({
    bankName: method.bankName,
    lastFourDigit: method.lastFourDigit,
    methodName: method.methodName,
    truncateSize,
  });
}

/** What kind of source it is, for the line under the label. */
export const repaymentSourceNames: Record<RepaymentMethod['type'], string> = {
  CHECKING: 'Checking',
  LINKED_BANK: 'Linked bank',
  CARD: 'Debit card',
};
