export type OrdinalSuffix = 'st' | 'nd' | 'rd' | 'th';

/**
 * The English ordinal suffix of an integer: 1 'st', 2 'nd', 3 'rd', 11-13 'th', 21 'st', 111 'th'.
 * Negative numbers take the suffix of their magnitude. Throws a RangeError for non-integers, which have
 * no ordinal.
 */
export function ordinalSuffix(n: number): OrdinalSuffix {
  if (!Number.isInteger(n)) throw new RangeError(`Ordinals need an integer, got ${n}`);
  const magnitude = Math.abs(n);
  const lastTwo = magnitude % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (magnitude % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** The integer with its ordinal suffix: 1 -> '1st', 22 -> '22nd', 111 -> '111th'. No grouping. */
export function formatOrdinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}
