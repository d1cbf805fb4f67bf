import { localCalendarDate, toIsoCalendarDate } from '@fernleaf/contract/calendar/date-formats';

/** Today on the member's own calendar, `YYYY-MM-DD`: the day the contract's recency rule counts from. */
export function localToday(now: Date = new Date()): string {
  return toIsoCalendarDate(localCalendarDate(now));
}
