/**
 * "a 6-digit code", "an 8-digit code": the article follows how the length is spoken ("an eight",
 * "an eleven", "an eighteen", "an eighty-..."), for every length a code of ours has.
 */
export function digitCodePhrase(length: number): string {
  const spoken = String(length);
  const article = spoken.startsWith('8') || spoken === '11' || spoken === '18' ? 'an' : 'a';
  return `${article} ${spoken}-digit code`;
}
