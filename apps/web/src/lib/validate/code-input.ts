// Rules of the one-time code input (spec section 5), kept pure so the component only wires events.
import { digitsOnly } from '../format/digits';

/** The code input never shows more cells than this. */
export const MAX_CODE_CELLS = 10;

/** The number of cells to show for a code of `length`: a whole number from 1 to 10. */
export function clampCodeLength(length: number): number {
  if (Number.isNaN(length)) throw new RangeError('Code length must be a number');
  return Math.min(MAX_CODE_CELLS, Math.max(1, Math.floor(length)));
}

// A numeric <input> lets these through because they are part of number syntax (1e5, -1, +1). 'E' too,
// which the spec does not list, since Shift+e types it into the same exponent slot.
const blockedKeys = new Set(['e', 'E', '-', '+']);

/** Whether a keydown's `key` must be prevented in numeric mode: 'e', 'E', '-' and '+'. */
export function isBlockedCodeKey(key: string): boolean {
  return blockedKeys.has(key);
}

/** Typed or pasted text reduced to digits and cut to the code length: ('12-34 56', 4) -> '1234'. */
export function sanitizeCode(text: string, length: number): string {
  return digitsOnly(text, clampCodeLength(length));
}

/** The code spread over its cells, empty strings for cells not filled yet: ('12', 4) -> ['1','2','','']. */
export function toCodeCells(code: string, length: number): string[] {
  const digits = sanitizeCode(code, length);
  return Array.from({ length: clampCodeLength(length) }, (_, index) => digits.charAt(index));
}
