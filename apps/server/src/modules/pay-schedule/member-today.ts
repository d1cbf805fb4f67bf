// Which calendar day "today" is for a pay schedule. The server does not know where a member is, and
// a member's today is the date on their own clock: across the states, DC and Puerto Rico that is one
// of at most two dates, from Hawaii's (the farthest behind) to Puerto Rico's (the farthest ahead).
// Paydays themselves are bank days, and banks keep Eastern time.

const earliestZone = 'Pacific/Honolulu';
const latestZone = 'America/Puerto_Rico';
const bankZone = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date (`YYYY-MM-DD`) a clock in `timeZone` shows at `at`. */
export function calendarDateIn(timeZone: string, at: Date): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The first and the last date a member in the US can be living at `at`; equal for most of the day. */
export function memberTodays(at: Date): { earliest: string; latest: string } {
  return { earliest: calendarDateIn(earliestZone, at), latest: calendarDateIn(latestZone, at) };
}

/** The banks' date at `at`: the next paydays count from it. */
export function bankToday(at: Date): string {
  return calendarDateIn(bankZone, at);
}
