/**
 * Wording for how long a cash advance takes to arrive, from the method's duration in hours (spec
 * section 9): 0 -> 'within minutes', under 49 -> 'within 1-2 business days', else 'within 2-3 business
 * days'. A negative duration counts as instant. An unknown duration (NaN) gets the longest wording, so
 * the app never promises money sooner than it may come.
 */
export function formatDisbursementDuration(hours: number): string {
  if (hours <= 0) return 'within minutes';
  if (hours < 49) return 'within 1-2 business days';
  return 'within 2-3 business days';
}
