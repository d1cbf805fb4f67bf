import { maskedNumber } from '@fernleaf/contract/account-mask';
/** Bank names longer than this are cut in the payment method label (spec section 3, truncateSize). */
export const DEFAULT_BANK_NAME_TRUNCATE_SIZE = 12;

export type PaymentMethodLabelInput = {
  bankName?: string | null;
  lastFourDigit?: string | null;
  methodName: string;
  truncateSize?: number;
};

/**
 * The label of a payment method: the bank name cut to `truncateSize` characters (default 12) and
 * trimmed, a space and the one mask of the last four digits: 'Wells Fargo ••••1234'. No ellipsis is added, which
 * keeps the label a fixed width. Without both a bank name and digits it is the method name.
 * Only the last 4 digits of `lastFourDigit` are shown, even if it holds a full account number.
 */
export function formatPaymentMethodLabel({
  bankName,
  lastFourDigit,
  methodName,
  truncateSize = DEFAULT_BANK_NAME_TRUNCATE_SIZE,
}: PaymentMethodLabelInput): string {
  // Code points, not UTF-16 units, so a cut never splits an emoji or accented letter in two.
  const name = Array.from(bankName?.trim() ?? '')
    .slice(0, Math.max(0, truncateSize))
    .join('')
    .trim();
  const lastFour = (lastFourDigit ?? '').replace(/\D/g, '').slice(-4);
  if (!name || !lastFour) return methodName;
  return `${name} ${maskedNumber(lastFour)}`;
}
