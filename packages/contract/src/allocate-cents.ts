// Part of the money module, in a file of its own so the web's first download, which needs the
// formatters of money.ts, does not carry the allocator only the server and the investing pages use.

/**
 * Splits a whole number of cents across parts in proportion to weights so the parts add up to the
 * whole exactly (DESIGN.md "Money": largest remainder). Every part gets the floor of its exact share,
 * then the cents left over go one each to the parts with the largest remainders, ties to the earlier
 * part so the split is deterministic. Each part is therefore less than a cent from its exact share.
 * Integers throughout (bigint, so total × weight never overflows): a lot's cost split between the
 * shares sold and the shares kept, cash split across funds, a month's budget across its purchases.
 */
export function allocateCents(totalCents: bigint, weights: readonly bigint[]): bigint[] {
  if (totalCents < 0n) throw new RangeError(`Total must be a non-negative number of cents, got ${totalCents}`);
  if (weights.some((weight) => weight < 0n)) throw new RangeError('Weights must be non-negative');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) {
    if (totalCents === 0n) return weights.map(() => 0n);
    throw new RangeError('Cannot allocate a non-zero total over zero weights');
  }
  const parts = weights.map((weight) => totalCents * weight);
  const result = parts.map((scaled) => scaled / weightSum);
  let left = totalCents - result.reduce((sum, part) => sum + part, 0n);
  const order = parts
    .map((scaled, index) => ({ index, remainder: scaled % weightSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) break;
    result[index] = (result[index] as bigint) + 1n;
    left -= 1n;
  }
  return result;
}
