// The bank that holds the checking accounts' money. It is fictional, as the sandbox is: its routing
// number has a real Federal Reserve district prefix and passes the ABA checksum, so forms and
// payroll systems that validate routing numbers accept it.

export const partnerBank = {
  name: 'Tidewater Community Bank',
  routingNumber: '053904218',
  /** The first six digits every debit card of the programme starts with (Visa numbers start with 4). */
  cardBin: '489537',
} as const;

const abaWeights = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const sum = [...value].reduce((total, digit, index) => total + Number(digit) * (abaWeights[index] ?? 0), 0);
  return sum % 10 === 0;
}
