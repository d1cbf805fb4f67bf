// The debit card form as the member types: the number grouped as on the card, the brand read from its
// first digits (34 and 37 are American Express, with a 4-digit security code), the expiry as MM/YY.
import {
  type CardBrand,
  canReceiveAdvances,
  cardBrandNames,
  cardBrandOf,
  cardNumberLength,
  formatCardNumber,
  securityCodeLength,
} from '@fernleaf/contract/payment-card';

export interface CardNumberDisplay {
  /** The digits typed, grouped as printed on the card: 4-4-4-4, or 4-6-5 for American Express. */
  formatted: string;
  brand: CardBrand | null;
  brandName: string | null;
  /** How many digits the security code has; 3 until the brand is known. */
  securityCodeLength: number;
  /** The longest the grouped number can be, spaces included. */
  maxLength: number;
  /** American Express cards repay only: they cannot receive an advance. */
  canReceiveAdvances: boolean;
}

export function cardNumberDisplay(typed: string): CardNumberDisplay {
  const formatted = formatCardNumber(typed);
  const brand = cardBrandOf(formatted.replace(/\D/g, ''));
  const digits = brand ? cardNumberLength(brand) : 16;
  return {
    formatted,
    brand,
    brandName: brand ? cardBrandNames[brand] : null,
    securityCodeLength: brand ? securityCodeLength(brand) : 3,
    maxLength: brand === 'AMEX' ? digits + 2 : digits + 3,
    canReceiveAdvances: brand ? canReceiveAdvances(brand) : true,
  };
}

/** The security code as typed: digits only, no longer than the brand's. */
export function securityCodeInput(typed: string, brand: CardBrand | null): string {
  return typed.replace(/\D/g, '').slice(0, brand ? securityCodeLength(brand) : 4);
}

/**
 * The expiry as typed, shown MM/YY (spec section 5): the slash appears after the month, and deleting
 * the character after the slash takes the slash with it, so backspace is never stuck.
 */
export function formatExpiryTyped(typed: string, before: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  const deleting = typed.length < before.length;
  if (digits.length < 2 || (digits.length === 2 && deleting)) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
