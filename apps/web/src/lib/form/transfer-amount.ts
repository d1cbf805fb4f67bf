// The amount a member types for a transfer (into checking, or into investing), read into integer cents
// without a float in between.
import { readTypedCents, type TypedCentsProblem } from '@fernleaf/contract/money';
import type { z } from 'zod';
import { typedText } from './typed-text';

export type TransferAmountResult = { ok: true; cents: number } | { ok: false; message: string };

const notDollarsAndCents = 'Enter an amount in dollars and cents, like 25.50';

const messages: Record<TypedCentsProblem, string> = {
  empty: 'Enter an amount',
  negative: 'Enter an amount above zero',
  'not-an-amount': notDollarsAndCents,
  'not-whole-dollars': notDollarsAndCents,
  'too-large': notDollarsAndCents,
};

/**
 * '25' -> 2500, '$1,234.56' -> 123456, '.5' -> 50. A third decimal is refused rather than rounded,
 * so the member moves exactly what they typed; limits are the contract's, checked with its schema.
 */
export function parseTransferAmount(text: string): TransferAmountResult {
  const typed = readTypedCents(text);
  return typed.ok ? typed : { ok: false, message: messages[typed.problem] };
}

/** A form field for an amount typed in dollars and checked, in cents, with the contract's `field`. */
export function typedTransferAmount<Field extends z.ZodType<number, number>>(field: Field) {
  return typedText((text) => {
    const typed = parseTransferAmount(text);
    // The field takes a number of cents; TypeScript cannot see that through the generic field's input.
    return typed.ok ? { ok: true, value: typed.cents as z.input<Field> } : typed;
  }, field);
}
