// An amount a member types in dollars, read into integer cents without a float in between.
import { readTypedCents, type TypedCentsProblem } from '@fernleaf/contract/money';

export type DollarsReading = { ok: true; cents: number } | { ok: false; message: string };

const messages: Record<TypedCentsProblem, string> = {
  empty: 'Enter an amount',
  negative: 'Enter an amount above zero',
  'not-an-amount': 'Enter an amount in dollars, like 50',
  'not-whole-dollars': 'Enter an amount in dollars, like 50',
  'too-large': 'Enter an amount in dollars, like 50',
};

/** '50' -> 5000, '$1,234.56' -> 123456. A third decimal is refused rather than rounded. */
export function readDollars(text: string): DollarsReading {
  const typed = readTypedCents(text);
  return typed.ok ? typed : { ok: false, message: messages[typed.problem] };
}
