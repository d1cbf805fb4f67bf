// A day's change as members read it: the dollars and the percent, each with its sign, from integer
// cents and basis points (no float reaches the rounding).
import { formatCents } from '@fernleaf/contract/money';

/** 152 -> '1.52%', -5 -> '-0.05%', 0 -> '0.00%'. */
export function formatBasisPoints(basisPoints: number): string {
  const magnitude = Math.abs(basisPoints);
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}%`;
  return basisPoints < 0 ? `-${text}` : text;
}

/** '+$1.23 (+0.52%)', '-$0.40 (-0.10%)', '$0.00 (0.00%)'. */
export function formatDayChange(changeCents: number, changeBasisPoints: number): string {
  const sign = changeCents > 0 ? '+' : '';
  const percentSign = changeBasisPoints > 0 ? '+' : '';
  return `${sign}${formatCents(changeCents)} (${percentSign}${formatBasisPoints(changeBasisPoints)})`;
}

/** The colour of a change: green up, red down, the text colour when flat (with AA contrast shades). */
export function changeColor(changeCents: number): string | undefined {
  if (changeCents > 0) return 'fern.9';
  if (changeCents < 0) return 'red.9';
  return undefined;
}
