/**
 * Shows a count of seconds as minutes:seconds, as countdowns do: 65 -> '1:05', 0 -> '0:00'. Minutes are
 * not wrapped into hours (3600 -> '60:00'). Fractions of a second are dropped, and negative counts show
 * as '0:00' because a countdown that overshoots should read zero, not '-0:01'. Throws a RangeError for
 * NaN or infinities.
 */
export function formatMinutesSeconds(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) throw new RangeError(`Seconds must be finite, got ${totalSeconds}`);
  const whole = Math.max(0, Math.floor(totalSeconds));
  const seconds = whole % 60;
  return `${(whole - seconds) / 60}:${String(seconds).padStart(2, '0')}`;
}
