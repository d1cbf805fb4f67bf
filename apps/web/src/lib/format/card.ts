// Payment card display rules: the expiry as typed, and the card type read from the number's prefix.
import { digitsOnly } from './digits';

/**
 * Shapes a typed expiry as two digits, a slash, the rest: '1228' -> '12/28', '122028' -> '12/2028'.
 * Non-digits are dropped and the rest is capped at 4 digits (MM/YY or MM/YYYY). No slash is added
 * until a third digit exists, so backspacing over '12/' is not blocked by the slash coming back.
 */
export function formatCardExpiry(text: string): string {
  const digits = digitsOnly(text, 6);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type CardType = 'amex' | 'visa' | 'mastercard' | 'discover' | 'unknown';

/**
 * The card type from the number's prefix (spaces and dashes ignored). 34 and 37 are one type, 'amex'
 * (spec section 5); 4 is 'visa'; 51-55 and 2221-2720 'mastercard'; 6011, 644-649 and 65 'discover'.
 */
export function cardTypeFromNumber(cardNumber: string): CardType {
  const digits = digitsOnly(cardNumber);
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 2 && (two === 34 || two === 37)) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (digits.length >= 2 && two >= 51 && two <= 55) return 'mastercard';
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'discover';
  if (digits.length >= 3 && three >= 644 && three <= 649) return 'discover';
  return 'unknown';
}
