// How the allocation page words a drift: signed percentage points by the contract's rule, spelled so
// they read the same without colour, and 'On target' for none. Weights are formatBasisPoints as they are.
import { formatPercentagePoints } from '@fernleaf/contract/percent';

/** A fund's drift from its target: 120 -> '+1.20 points', -100 -> '-1 point', 0 -> 'On target'. */
export function formatDrift(basisPoints: number): string {
  return basisPoints === 0 ? 'On target' : formatPercentagePoints(basisPoints, { sign: 'always' });
}

/** The largest drift of any fund, a size without sign: 583 -> '5.83 points', 0 -> 'On target'. */
export function formatLargestDrift(basisPoints: number): string {
  return basisPoints === 0 ? 'On target' : formatPercentagePoints(Math.abs(basisPoints));
}
