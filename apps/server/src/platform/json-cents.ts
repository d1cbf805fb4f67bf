// Integer cents cross the wire as JSON numbers; the database keeps them as bigint.

/** Refuses an amount a double cannot hold exactly, rather than answering a rounded one. */
export function jsonCents(amount: bigint): number {
  const cents = Number(amount);
  if (!Number.isSafeInteger(cents)) throw new Error(`amount ${amount} cents is beyond a safe JSON integer`);
  return cents;
}
