/**
 * The counter under a text area with a maximum length: '42/500'. The length is counted in UTF-16 units,
 * as the browser's maxlength counts, so the counter and the limit agree.
 */
export function formatCharacterCounter(value: string, maxLength: number): string {
  return `${value.length}/${maxLength}`;
}
