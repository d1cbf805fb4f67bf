// Money as people read and type it. Amounts are integer cents everywhere (DESIGN.md "Money"); this is
// the one place that turns cents into text ("$1,234.56", minus before the dollar sign: spec section 9)
// and text a member typed into cents. Both directions work on integers and digit strings only, never
// through a float division, so the web app's screens and the server's sentences cannot disagree.

/** Amounts show two decimals, or none for a round figure or a rounded one. */
export type MoneyDecimals = 0 | 2;

export interface FormatCentsOptions {
  /** 2 (the default) or 0; with 0 the amount rounds to whole dollars, halves away from zero. */
  decimals?: MoneyDecimals;
  /** Show '+' before a positive amount ('+$50.00'), for lines that add to something. */
  plus?: boolean;
}

function assertCents(cents: number): void {
  // A float here means a division crept in where only cents may flow.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
}

/** 1234567 -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '$1,234.56', '-$1,234.56', '$0.05'. With `decimals: 0`, '$1,235'; an amount that rounds to zero
 * shows as '$0', never '-$0'. Throws a RangeError when `cents` is not a safe integer.
 */
export function formatCents(cents: number, options: FormatCentsOptions = {}): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  let digits: string;
  let shown: number;
  if (options.decimals === 0) {
    // Integer halves-away-from-zero rounding: 150 -> 2, 149 -> 1 (magnitude and 50 are integers).
    shown = Math.floor((magnitude + 50) / 100);
    digits = groupThousands(String(shown));
  } else {
    const fraction = magnitude % 100;
    shown = magnitude;
    digits = `${groupThousands(String((magnitude - fraction) / 100))}.${String(fraction).padStart(2, '0')}`;
  }
  const sign = shown === 0 ? '' : cents < 0 ? '-' : options.plus ? '+' : '';
  return `${sign}$${digits}`;
}

/** A round figure without its cents ('$1,000', '$5'); any other amount with them ('$10.50'). */
export function formatDollars(cents: number): string {
  assertCents(cents);
  return formatCents(cents, { decimals: cents % 100 === 0 ? 0 : 2 });
}

/** '$5 to $500', both ends formatted alike (the screens' ranges, as in "From $5 to $500"). */
export function formatCentsRange(low: number, high: number, options: FormatCentsOptions = {}): string {
  return `${formatCents(low, options)} to ${formatCents(high, options)}`;
}

/**
 * Cents as an amount field shows them, without the '$' the field carries beside it: '50' for 5000,
 * '12.50' for 1250, and with `grouping` '52,000' for 5200000. Whatever this writes, readTypedCents
 * reads back to the same cents.
 */
export function formatCentsForInput(cents: number, options: { grouping?: boolean } = {}): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const whole = String((magnitude - fraction) / 100);
  const dollars = `${cents < 0 ? '-' : ''}${options.grouping ? groupThousands(whole) : whole}`;
  return fraction === 0 ? dollars : `${dollars}.${String(fraction).padStart(2, '0')}`;
}

/** Why typed text is not an amount; each form words these its own way. */
export type TypedCentsProblem = 'empty' | 'not-an-amount' | 'negative' | 'not-whole-dollars' | 'too-large';

export type TypedCents = { ok: true; cents: number } | { ok: false; problem: TypedCentsProblem };

export interface ReadTypedCentsOptions {
  /** 'refuse' (the default) answers a minus sign as the problem 'negative'; 'allow' reads it. */
  negative?: 'refuse' | 'allow';
  /** A question that asks for whole dollars: '52,000' and '52,000.00' are fine, '52,000.50' is not. */
  wholeDollars?: boolean;
}

// After spaces are dropped: a sign before or after an optional '$', digits grouped by commas in threes
// or not grouped at all, then a dot with at least one decimal.
const typedAmountPattern = /^(-?)\$?(-?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/**
 * Reads what a member typed into integer cents: '50' -> 5000, '$1,234.56' -> 123456, '.5' -> 50,
 * '$ 1 000' -> 100000. Spaces may stand anywhere and a typographic minus (U+2212, from pasted text)
 * counts as a minus. A third decimal is refused rather than rounded, so what moves is what was typed.
 */
export function readTypedCents(text: string, options: ReadTypedCentsOptions = {}): TypedCents {
  const compact = text.replace(/\s+/g, '').replace(/\u2212/g, '-');
  if (compact === '') return { ok: false, problem: 'empty' };
  const match = typedAmountPattern.exec(compact);
  const [, signBefore = '', signAfter = '', whole, fraction] = match ?? [];
  if (!match || (signBefore && signAfter) || (whole === undefined && fraction === undefined)) {
    return { ok: false, problem: 'not-an-amount' };
  }
  const negative = (signBefore || signAfter) === '-';
  if (negative && options.negative !== 'allow') return { ok: false, problem: 'negative' };
  let decimals = fraction ?? '';
  if (options.wholeDollars) {
    if (!/^0{0,2}$/.test(decimals)) return { ok: false, problem: 'not-whole-dollars' };
    decimals = '';
  } else if (decimals.length > 2) {
    return { ok: false, problem: 'not-an-amount' };
  }
  // BigInt keeps a long run of digits exact until the range check.
  const magnitude = BigInt((whole ?? '0').replaceAll(',', '')) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'too-large' };
  const cents = Number(magnitude);
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

// Amounts per share: dividends are declared with more than two decimals ($0.9148 a share), so they are
// integer micro-dollars (millionths of a dollar, 10,000 to the cent), which hold every declared amount
// exactly. Only what a member is paid or charged becomes cents, once, through centsOfMicros.

/** Micro-dollars in one cent. */
export const MICROS_PER_CENT = 10_000;

/**
 * Micro-dollars to whole cents, halves away from zero: a dividend of 0.9148 a share on 3 shares is
 * 2,744,400 micro-dollars, paid as 274 cents. Throws a RangeError when `micros` is not a safe integer.
 */
export function centsOfMicros(micros: number): number {
  if (!Number.isSafeInteger(micros)) throw new RangeError(`Micro-dollars must be a safe integer, got ${micros}`);
  const magnitude = Math.floor((Math.abs(micros) + MICROS_PER_CENT / 2) / MICROS_PER_CENT);
  return micros < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** '$0.9148', '$0.25', '$1.00': an amount per share with as many decimals as it has (two at least). */
export function formatMicros(micros: number): string {
  if (!Number.isSafeInteger(micros)) throw new RangeError(`Micro-dollars must be a safe integer, got ${micros}`);
  const magnitude = Math.abs(micros);
  const fraction = String(magnitude % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  const whole = groupThousands(String(Math.floor(magnitude / 1_000_000)));
  return `${micros < 0 ? '-' : ''}$${whole}.${fraction}`;
}
