// The annual income a member types, read into integer cents without a float in between, and the
// messages its form shows.
import { annualIncomeMessages } from '@fernleaf/contract/income-profile';
import { readTypedCents, type TypedCentsProblem } from '@fernleaf/contract/money';

export type DollarsResult = { ok: true; cents: number } | { ok: false; message: string };

export const notAnAmountMessage = 'Enter your annual household income in dollars, like 52,000';

const messages: Record<TypedCentsProblem, string> = {
  empty: annualIncomeMessages.missing,
  // Not reached: a negative amount is read, and the contract's schema words its refusal.
  negative: annualIncomeMessages.negative,
  'not-an-amount': notAnAmountMessage,
  'not-whole-dollars': annualIncomeMessages.wholeDollars,
  'too-large': annualIncomeMessages.tooLarge,
};

/**
 * '52,000' -> 5200000, '$52000.00' -> 5200000. Cents other than .00 are refused rather than rounded,
 * since the question asks for whole dollars. A negative amount is read as such: the range is the
 * contract's, checked with its schema by the form, which words that refusal.
 */
export function parseWholeDollars(text: string): DollarsResult {
  const typed = readTypedCents(text, { negative: 'allow', wholeDollars: true });
  return typed.ok ? typed : { ok: false, message: messages[typed.problem] };
}
