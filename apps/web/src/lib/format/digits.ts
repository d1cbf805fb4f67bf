/**
 * Keeps only the ASCII digits of `text`, at most `maxLength` of them. Phone, SSN and code inputs store
 * digits only so that pasted punctuation or spaces never reach validation or the API.
 */
export function digitsOnly(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, maxLength);
}
