// Shares as the books keep them: whole millionths (decision 043). Read from what a member types and
// written back without a float in between, so 0.1 share is exactly 100,000 millionths.
import { formatShareQuantity, MICROS_PER_SHARE } from '@fernleaf/contract/quantity';

export type ShareQuantityReading = { ok: true; micros: number } | { ok: false; message: string };

/** '1.5' -> 1_500_000, '0.000001' -> 1, '2' -> 2_000_000; more than six decimals is refused, not rounded. */
export function parseShareQuantity(text: string): ShareQuantityReading {
  const typed = text.trim().replaceAll(',', '');
  if (typed === '') return { ok: false, message: 'Enter a number of shares' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return { ok: false, message: 'Enter shares as a number, like 1.5' };
  }
  const fraction = match[2] ?? '';
  if (fraction.length > 6) return { ok: false, message: 'Enter shares to at most six decimals' };
  const whole = match[1] === '' ? '0' : (match[1] ?? '0');
  if (whole.replace(/^0+/, '').length > 7) return { ok: false, message: 'Enter at most 1,000,000 shares' };
  const micros = Number(whole) * MICROS_PER_SHARE + Number(fraction.padEnd(6, '0'));
  if (micros === 0) return { ok: false, message: 'Enter a number of shares above zero' };
  return { ok: true, micros };
}

/** '1 share', '0.5 shares': a share count in words. */
export function sharesInWords(micros: number): string {
  return `${formatShareQuantity(micros)} ${micros === MICROS_PER_SHARE ? 'share' : 'shares'}`;
}
