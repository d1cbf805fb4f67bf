// Integer cents cross the wire as JSON numbers; the server keeps them as bigint.

/** A bigint amount as a JSON number of cents; refuses amounts a double cannot hold exactly. */
export function jsonCents(amount: bigint): number {
  const cents = Number(amount);
  if (!Number.isSafeInteger(cents)) throw new Error(`amount ${amount} cents is beyond a safe JSON integer`);
  return cents;
}
