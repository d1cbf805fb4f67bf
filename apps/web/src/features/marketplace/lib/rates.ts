// Rates arrive in basis points (1% = 100) and amounts in cents; these are the words the offers use.
/** 1299 -> '12.99%', 450 -> '4.50%', 1500 -> '15%': whole percents lose their zeros. */
export function formatBps(bps: number): string {
  if (!Number.isSafeInteger(bps)) throw new RangeError(`Basis points must be a safe integer, got ${bps}`);
  const sign = bps < 0 ? '-' : '';
  const magnitude = Math.abs(bps);
  const hundredths = magnitude % 100;
  const whole = (magnitude - hundredths) / 100;
  return hundredths === 0 ? `${sign}${whole}%` : `${sign}${whole}.${String(hundredths).padStart(2, '0')}%`;
}

/** '7.99% to 35.99%', or the one rate when both ends are the same. */
export function formatBpsRange(minBps: number, maxBps: number): string {
  return minBps === maxBps ? formatBps(minBps) : `${formatBps(minBps)} to ${formatBps(maxBps)}`;
}

export function formatMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
