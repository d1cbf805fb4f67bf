// A trading day minute by minute: one tick a minute from the opening bell to the close, a path from
// where the day starts (the previous close, less a dividend going ex) to the day's close (daily-prices.ts).
// It is a pure function of the asset and the day, a Brownian bridge pinned at both ends, so the price at
// any instant is the same in every process without a table or a job writing ticks, and the last tick
// is the close the daily history already holds.
import { seededRandom } from './seeded-random.ts';

/** How far the first tick may sit from where the day starts, in daily deviations: the opening gap. */
const OPENING_GAP = 0.3;
/** How far the path wanders between its ends, in daily deviations at its widest. */
const WANDER = 0.8;

export interface DayPathInput {
  symbol: string;
  date: string;
  baseCents: number;
  closeCents: number;
  dailyVolatility: number;
  /** Minutes from the opening bell to the close: 390, or 210 on an early close. */
  sessionMinutes: number;
}

/** Prices in cents for minutes 0 (the opening bell) to sessionMinutes (the close), never below a cent. */
export function dayPath(input: DayPathInput): number[] {
  const { baseCents, closeCents, sessionMinutes: minutes } = input;
  const random = seededRandom(`ticks:${input.symbol}:${input.date}`);
  const gap = baseCents * input.dailyVolatility * OPENING_GAP * random.normal();
  const step = (baseCents * input.dailyVolatility * WANDER) / Math.sqrt(minutes / 4);
  const walk = [0];
  for (let minute = 1; minute <= minutes; minute += 1) {
    walk.push((walk[minute - 1] as number) + step * random.normal());
  }
  const end = walk[minutes] as number;
  const path: number[] = [];
  for (let minute = 0; minute <= minutes; minute += 1) {
    const share = minute / minutes;
    const bridge = (walk[minute] as number) - share * end;
    const price = baseCents + (closeCents - baseCents) * share + gap * (1 - share) + bridge;
    path.push(Math.max(1, Math.round(price)));
  }
  // Rounding and the floor never move the ends: the close is the close.
  path[minutes] = closeCents;
  return path;
}
