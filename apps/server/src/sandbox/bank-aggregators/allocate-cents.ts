// Splits a sum of cents across parts in proportion to weights, exactly. A month's spending budget is
// spread over its purchases this way, so the month still ends on the balance it was planned to reach.

/**
 * Largest-remainder method: every part gets the floor of its share, then the cents left over go one
 * each to the parts with the largest remainders (ties to the earlier part, to stay deterministic).
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Total must be a non-negative integer of cents, got ${totalCents}`);
  }
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('Weights must be non-negative integers');
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) {
    if (totalCents === 0) return weights.map(() => 0);
    throw new RangeError('Cannot allocate a non-zero total over zero weights');
  }
  // Integer arithmetic throughout; BigInt keeps total * weight exact whatever their size.
  const total = BigInt(totalCents);
  const sum = BigInt(weightSum);
  const parts = weights.map((weight) => {
    const scaled = total * BigInt(weight);
    return { share: Number(scaled / sum), remainder: scaled % sum };
  });
  let left = totalCents - parts.reduce((acc, part) => acc + part.share, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = parts.map((part) => part.share);
  for (const { index } of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
