// Email text as typed versus email as compared. Validity itself is the contract's emailSchema
// (packages/contract/src/fields.ts), shared with the server; this is for inputs and comparisons.

/** Strips leading and trailing whitespace, which autofill and paste often add. Case is kept as typed. */
export function trimEmail(email: string): string {
  return email.trim();
}

/** The form two emails are compared in: trimmed and lower-cased, as the server stores them. */
export function emailComparisonKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two emails name the same address, ignoring surrounding whitespace and case. */
export function isSameEmail(a: string, b: string): boolean {
  return emailComparisonKey(a) === emailComparisonKey(b);
}
