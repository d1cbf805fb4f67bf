// How the allocation page words its figures: basis points as percentages and drift as signed points,
// spelled so they read the same without colour.

/** 2916 -> '29.16%'. */
export function formatPercent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** 120 -> '+1.2 points', -100 -> '-1 point', 0 -> 'On target'. */
export function formatDrift(basisPoints: number): string {
  if (basisPoints === 0) return 'On target';
  const points = Math.abs(basisPoints) / 100;
  const figure = points.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${basisPoints > 0 ? '+' : '-'}${figure} ${points === 1 ? 'point' : 'points'}`;
}
