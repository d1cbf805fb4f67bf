// How long a day is, apart from calendar/days.ts so that the first download of every page (the session
// and cookie lifetimes) does not carry the day arithmetic with it (decision 014).

/** The length of a day in milliseconds: every day count and day-long duration is built on this. */
export const MS_PER_DAY = 86_400_000;
/** The same in seconds, for lifetimes kept in seconds (tokens, cookies, keys). */
export const SECONDS_PER_DAY = 86_400;
