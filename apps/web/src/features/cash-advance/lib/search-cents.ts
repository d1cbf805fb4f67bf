// Amounts carried in a page's search parameters (a repayment between its pages): integer cents only.

/** A positive whole number of cents, else absent. */
export function optionalCents(value: unknown): number | undefined {
  const cents = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(cents) && cents > 0 ? cents : undefined;
}
