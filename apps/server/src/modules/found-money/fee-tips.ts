// One short tip per kind of bank fee. Fernleaf checking promises exactly three things (no monthly fee,
// no minimum balance, no overdraft fee); a tip names the product only where one of those answers the
// fee, and otherwise says what the member can do at their own bank.

export type FeeKind = 'OVERDRAFT' | 'ATM' | 'MONTHLY_SERVICE' | 'OTHER';

// Checked in this order: "ATM OVERDRAFT FEE" is an overdraft, whatever machine it happened at.
const kindPatterns: readonly [Exclude<FeeKind, 'OTHER'>, RegExp][] = [
  ['OVERDRAFT', /OVERDRAFT|\bOD\b|\bNSF\b|INSUFFICIENT FUNDS?|RETURNED ITEM/],
  ['ATM', /\bATM\b/],
  ['MONTHLY_SERVICE', /MAINTENANCE|\bMAINT\b|MONTHLY|SERVICE (FEE|CHARGE)/],
];

/** What a fee is, read from the bank's statement line. */
export function feeKind(description: string): FeeKind {
  const text = description.toUpperCase();
  return kindPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? 'OTHER';
}

export function feeTip(description: string, brandName: string): string {
  switch (feeKind(description)) {
    case 'OVERDRAFT':
      return `${brandName} checking charges no overdraft fee.`;
    case 'ATM':
      return "Use your own bank's ATMs, or get cash back when you pay at a store checkout.";
    case 'MONTHLY_SERVICE':
      return `${brandName} checking has no monthly fee and no minimum balance.`;
    case 'OTHER':
      return 'Ask your bank to waive this fee, or to refund the ones you paid.';
  }
}
