// Which calendar day "today" is for a pay schedule. The server does not know where a member is, and
// a member's today is the date on their own clock: across the states, DC and Puerto Rico that is one
// of at most two dates, from Hawaii's (the farthest behind) to Puerto Rico's (the farthest ahead).
// Paydays themselves are bank days, and banks keep Eastern time (easternToday).
import { calendarDateIn } from '@fernleaf/contract/calendar/time-zones';

const earliestZone = 'Pacific/Honolulu';
const latestZone = 'America/Puerto_Rico';

/** The first and the last date a member in the US can be living at `at`; equal for most of the day. */
export function memberTodays(at: Date): { earliest: string; latest: string } {
  return { earliest: calendarDateIn(earliestZone, at), latest: calendarDateIn(latestZone, at) };
}
