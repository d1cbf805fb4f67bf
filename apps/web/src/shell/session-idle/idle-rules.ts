// Spec section 9: after 540,000 ms (9 minutes) without activity a dialog counts down 60 seconds,
// then signs the member out.
import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
export const sessionTimeoutMs = 540_000;
export const countdownSeconds = 60;

/** The exit barrier: on, shown after 1 minute of inactivity, at most once a day. */
export const exitBarrier = { enabled: true, inactiveMs: 60_000, cooldownMs: MS_PER_DAY } as const;

export function secondsLeft(dialogOpenedAt: number, now: number): number {
  return Math.max(0, countdownSeconds - Math.floor((now - dialogOpenedAt) / 1000));
}

export function exitBarrierDue(lastActivityAt: number, lastShownAt: number | undefined, now: number): boolean {
  if (!exitBarrier.enabled) return false;
  const inactiveLongEnough = now - lastActivityAt >= exitBarrier.inactiveMs;
  const cooledDown = lastShownAt === undefined || now - lastShownAt >= exitBarrier.cooldownMs;
  return inactiveLongEnough && cooledDown;
}
