// A date as the member types it, MM/DD/YYYY. In lib/ because onboarding's date-of-birth form and
// the marketplace's date-of-birth step mask their inputs the same way.

/** Inserts the slashes as the member types digits: 0412199 -> 04/12/199. */
export function withDateSlashes(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
