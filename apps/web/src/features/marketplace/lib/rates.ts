// How the offers count months; their rates are written by the contract's percent.ts.
export function formatMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
