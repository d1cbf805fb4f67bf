// Money in the product is integer cents (spec section 9; see STYLE.md "integer cents"). This module is
// the only place that turns cents into display text or typed text into cents, and it never goes through
// a float division for either direction.

/** Amounts show at most 2 decimals (spec section 9). */
export type MoneyDecimals = 0 | 1 | 2;

const formatters = new Map<MoneyDecimals, Intl.NumberFormat>();

function usdFormatter(decimals: MoneyDecimals): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    // en-US currency style already puts the minus before the dollar sign (-$1,234.56). 'negative'
    // keeps an amount that rounds to zero from showing as -$0.
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

// Intl formats a numeric string as the exact decimal it spells; cents / 100 as a float would round
// some values the wrong way (0.15 is stored as 0.1499…).
function centsToDecimalText(cents: number): Intl.StringNumericLiteral {
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const whole = (magnitude - fraction) / 100;
  return `${cents < 0 ? '-' : ''}${whole}.${String(fraction).padStart(2, '0')}` as Intl.StringNumericLiteral;
}

/**
 * Formats integer cents as US dollars: '$1,234.56', '-$1,234.56'. `decimals` defaults to 2; fewer
 * decimals round half away from zero ($0.50 -> '$1'). Throws a RangeError when `cents` is not a safe
 * integer, because that means a float reached a place where only cents may flow.
 */
export function formatCents(cents: number, options: { decimals?: MoneyDecimals } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
  return usdFormatter(options.decimals ?? 2).format(centsToDecimalText(cents));
}

/**
 * Formats a dollar amount (not cents) with `decimals` decimals, default 0: formatUsd(1234.5) -> '$1,235'.
 * The number is rounded as it reads (1.005 -> '$1.01' with 2 decimals), not by its binary value.
 * Throws a RangeError for NaN or infinities.
 */
export function formatUsd(dollars: number, decimals: MoneyDecimals = 0): string {
  if (!Number.isFinite(dollars)) throw new RangeError(`Dollar amount must be finite, got ${dollars}`);
  return usdFormatter(decimals).format(String(dollars) as Intl.StringNumericLiteral);
}

const decimalPattern = /^-?(\d+\.?\d*|\.\d+)$/;

// The typographic minus (U+2212) comes with text pasted from statements and documents; without this it
// would be stripped and the amount would silently turn positive.
function cleanDecimalText(text: string): string | undefined {
  const cleaned = text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, '');
  return decimalPattern.test(cleaned) ? cleaned : undefined;
}

/**
 * Strips everything but digits, dots and minus signs, then reads a decimal number: '$1,234.56' -> 1234.56,
 * '-$5' -> -5, '.5' -> 0.5. Returns undefined when what is left is not one number ('', '-', '1.2.3',
 * '5-3'). Use parseDollarsToCents for amounts: this result is a float.
 */
export function parseDecimal(text: string): number | undefined {
  const cleaned = cleanDecimalText(text);
  if (cleaned === undefined) return undefined;
  const value = Number(cleaned);
  if (!Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value;
}

/**
 * Reads a typed dollar amount into integer cents with decimal arithmetic, so no float error:
 * '12.34' -> 1234, '$1,000' -> 100000. A third decimal and beyond rounds half away from zero, the
 * same rule the display uses: '12.345' -> 1235, '-12.345' -> -1235, '12.3449' -> 1234. Returns
 * undefined when nothing parseable is left (see parseDecimal) or the result is beyond a safe integer.
 */
export function parseDollarsToCents(text: string): number | undefined {
  const cleaned = cleanDecimalText(text);
  if (cleaned === undefined) return undefined;
  const negative = cleaned.startsWith('-');
  const [whole = '', fraction = ''] = cleaned.replace('-', '').split('.');
  const paddedFraction = fraction.padEnd(3, '0');
  let cents = BigInt(whole || '0') * 100n + BigInt(paddedFraction.slice(0, 2));
  if (paddedFraction.charAt(2) >= '5') cents += 1n;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return negative && cents !== 0n ? -Number(cents) : Number(cents);
}
