// Debit cards a member adds to receive an advance instantly or to repay with (spec section 5: numbers
// starting 34 or 37 are one card type; card expiry shown as two digits, slash, the rest). The form
// and the server check a card with these same rules.
import { z } from 'zod';

export const cardBrands = ['VISA', 'MASTERCARD', 'DISCOVER', 'AMEX'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandNames: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  DISCOVER: 'Discover',
  AMEX: 'American Express',
};

/** The brand from the number's first digits; null when no supported brand starts that way. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MASTERCARD';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  return null;
}

/** The brand's name after "A" or "An", as a message reads: "An American Express number". */
function aBrand(brand: CardBrand): string {
  const name = cardBrandNames[brand];
  return `${/^[AEIOU]/.test(name) ? 'An' : 'A'} ${name}`;
}

/** American Express numbers are 15 digits with a 4-digit security code; the others 16 and 3. */
export function cardNumberLength(brand: CardBrand): number {
  return brand === 'AMEX' ? 15 : 16;
}

export function securityCodeLength(brand: CardBrand): number {
  return brand === 'AMEX' ? 4 : 3;
}

/** The Luhn check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spec section 5: the expiry shown as two digits, a slash, and the rest, from whatever was typed. */
export function formatCardExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Groups of four (American Express: 4-6-5), as printed on the card. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  if (cardBrandOf(digits) === 'AMEX') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Whether an MM/YY expiry is still valid in the month of `today` (a card works through its month). */
export function isExpiryCurrent(expiry: string, today: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const cardMonth = year * 12 + (month - 1);
  return cardMonth >= thisMonth && cardMonth <= thisMonth + 20 * 12;
}

/**
 * The card form's rules. `today` is the date the expiry is checked against (the browser's or the
 * server's); without it only the shape is checked.
 */
export function paymentCardInputSchema(today?: Date) {
  return z
    .object({
      cardNumber: z
        .string({ error: 'Enter the card number' })
        .transform((value) => value.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{15,16}$/, 'Enter the 15 or 16 digits of the card number')),
      expiry: z
        .string({ error: 'Enter the expiry date' })
        .transform(formatCardExpiry)
        .pipe(z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY')),
      securityCode: z
        .string({ error: 'Enter the security code' })
        .trim()
        .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
      nameOnCard: z
        .string({ error: 'Enter the name on the card' })
        .trim()
        .min(2, 'Enter the name on the card')
        .max(60, 'The name can be at most 60 characters')
        .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, 'Enter the name as it appears on the card'),
      postalCode: z
        .string({ error: 'Enter the billing ZIP code' })
        .trim()
        .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
    })
    .superRefine((card, ctx) => {
      const brand = cardBrandOf(card.cardNumber);
      if (!brand) {
        ctx.addIssue({
          code: 'custom',
          path: ['cardNumber'],
          message: 'We accept Visa, Mastercard, Discover and American Express',
        });
        return;
      }
      if (card.cardNumber.length !== cardNumberLength(brand)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cardNumber'],
          message: `${aBrand(brand)} number has ${cardNumberLength(brand)} digits`,
        });
      } else if (!isLuhnValid(card.cardNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['cardNumber'],
          message: 'Check the card number: it is not a valid number',
        });
      }
      if (card.securityCode.length !== securityCodeLength(brand)) {
        ctx.addIssue({
          code: 'custom',
          path: ['securityCode'],
          message: `${aBrand(brand)} security code has ${securityCodeLength(brand)} digits`,
        });
      }
      if (today && !isExpiryCurrent(card.expiry, today)) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: 'This card has expired' });
      }
    });
}
export type PaymentCardInput = z.input<ReturnType<typeof paymentCardInputSchema>>;

/**
 * Cards that can receive an instant advance: debit cards on the Visa, Mastercard and Discover networks.
 * American Express issues no debit cards that can receive a push payment, so it repays only.
 */
export function canReceiveAdvances(brand: CardBrand): boolean {
  return brand !== 'AMEX';
}
