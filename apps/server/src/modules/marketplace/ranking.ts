// Ordering offers by what they cost the member, and deciding when the first stands out. Only the
// keys given here order offers; ties fall to the product id, so compensation can never decide.
import type { ResultKind } from '@fernleaf/contract/marketplace';

export interface Ranked<Item> {
  item: Item;
  productId: string;
  /** Compared in order, lowest first. */
  keys: readonly number[];
}

function compareKeys(first: readonly number[], second: readonly number[]): number {
  for (let index = 0; index < Math.max(first.length, second.length); index += 1) {
    const difference = (first[index] ?? 0) - (second[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function rankByKeys<Item>(entries: readonly Ranked<Item>[]): Ranked<Item>[] {
  return [...entries].sort(
    (first, second) =>
      compareKeys(first.keys, second.keys) ||
      (first.productId < second.productId ? -1 : first.productId > second.productId ? 1 : 0),
  );
}

/** At least 10% less, and less at all (two zeros are equal, not 10% apart). */
export function atLeastTenPercentLess(first: number, second: number): boolean {
  return first < second && first * 10 <= second * 9;
}

/**
 * NONE without offers; STANDOUT when `standsOut` says the first clearly beats the second; MATCHES
 * otherwise. A single offer does not stand out from anything: it is the only match, said plainly.
 */
export function resultKindOf<Item>(
  ranked: readonly Ranked<Item>[],
  standsOut: (first: readonly number[], second: readonly number[]) => boolean,
): ResultKind {
  const [first, second] = ranked;
  if (!first) return 'NONE';
  if (second && standsOut(first.keys, second.keys)) return 'STANDOUT';
  return 'MATCHES';
}

/** The first key is the cost: the first offer stands out when it costs at least 10% less. */
export function costStandsOut(first: readonly number[], second: readonly number[]): boolean {
  return atLeastTenPercentLess(first[0] ?? 0, second[0] ?? 0);
}

/**
 * The first key is how well the product fits the purpose: a better fit stands out by itself; with
 * the same fit, the first later key that differs must be at least 10% less.
 */
export function fitThenCostStandsOut(first: readonly number[], second: readonly number[]): boolean {
  const index = first.findIndex((key, position) => key !== second[position]);
  if (index === -1) return false;
  if (index === 0) return (first[0] ?? 0) < (second[0] ?? 0);
  return atLeastTenPercentLess(first[index] ?? 0, second[index] ?? 0);
}
