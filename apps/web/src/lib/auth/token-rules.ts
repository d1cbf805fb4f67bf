// When an access token counts as usable and when to refresh it (spec sections 5 and 9).

/** A token is used only while more than 15 s of it remain, so it cannot expire on the way. */
export const minimumRemainingMs = 15_000;
/** By default the refresh runs 10 minutes before expiry... */
export const defaultRefreshLeadMs = 10 * 60_000;
/** ...but a token with less than 11 minutes left is refreshed within 1 to 5 minutes. */
export const shortTokenThresholdMs = 11 * 60_000;
export const shortTokenMinDelayMs = 60_000;
export const shortTokenMaxDelayMs = 5 * 60_000;

export function isAccessTokenValid(expiresAt: number, now: number): boolean {
  return expiresAt - now > minimumRemainingMs;
}

/**
 * Milliseconds until the next refresh. With under 11 minutes left the delay is 1 to 5 minutes,
 * leaving roughly six minutes of the token, and never later than the token stays valid.
 */
export function refreshDelayMs(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  const latest = Math.max(0, remaining - minimumRemainingMs);
  if (remaining >= shortTokenThresholdMs) return remaining - defaultRefreshLeadMs;
  const preferred = Math.min(shortTokenMaxDelayMs, Math.max(shortTokenMinDelayMs, remaining - 6 * 60_000));
  return Math.min(preferred, latest);
}
