// The amount of an advance as the member types or picks it, checked with the contract's rule (the
// server refuses the same amounts with the same words).
import { amountProblem } from '@fernleaf/contract/cash-advance-pricing';
import { readDollars } from './dollars';

export type AdvanceAmountReading = { ok: true; cents: number } | { ok: false; message: string };

export function readAdvanceAmount(typed: string, availableCents: number): AdvanceAmountReading {
  const read = readDollars(typed);
  if (!read.ok) return read;
  const problem = amountProblem(read.cents, availableCents);
  return problem ? { ok: false, message: problem } : read;
}
