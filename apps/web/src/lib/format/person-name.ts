/**
 * Shows a name with each part's first letter capital and the rest lower case (spec section 5):
 * 'mARY-jane  VAN der berg' -> 'Mary-Jane Van Der Berg'. A part starts at the beginning, after a space
 * or after a hyphen, so double-barrelled names read right. Apostrophes do not start a part
 * ("o'neil" -> "O'neil"): the spec's rule is plain, and guessing Mc/O' capitals gets other names wrong.
 * Surrounding whitespace is trimmed and inner runs of whitespace become one space.
 */
export function formatPersonName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[ -])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
