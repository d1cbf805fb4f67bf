// Cents as the words of a sentence the server or the contract writes ("$1,234.56"), with integer
// arithmetic only. The web app formats through its own lib/format/money (Intl); both agree.

/** "$2,000.00"; a negative amount as "-$25.00". Integer cents only. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A rule's round figure without its cents: "$1,000"; other amounts as formatCents. */
export function formatDollars(cents: number): string {
  const text = formatCents(cents);
  return cents % 100 === 0 ? text.slice(0, -3) : text;
}
