// A day's change as members read it: the dollars and the percent, each with its sign, from integer
// cents and basis points (no float reaches the rounding).
import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';

/** '+$1.23 (+0.52%)', '-$0.40 (-0.10%)', '$0.00 (0%)'. */
export function formatDayChange(changeCents: number, changeBasisPoints: number): string {
  return `${formatCents(changeCents, { plus: true })} (${formatBasisPoints(changeBasisPoints, { sign: 'always' })})`;
}

/** The colour of a change: green up, red down, the text colour when flat (with AA contrast shades). */
export function changeColor(changeCents: number): string | undefined {
  if (changeCents > 0) return 'fern.9';
  if (changeCents < 0) return 'red.9';
  return undefined;
}
