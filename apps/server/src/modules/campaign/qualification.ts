// The campaign's qualification rule, in one place: at least 18 on the day of joining (New York
// calendar), a verified US phone, joined inside the window, and a number qualifies one member only.
import { type CampaignConfig, campaignMinimumAge, type NotQualifiedReason } from '@fernleaf/contract/campaign';

const usPhonePattern = /^[2-9]\d{2}[2-9]\d{6}$/;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day `instant` falls on in `timeZone`: a birthday turns over at local midnight. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * Whole years from an ISO date of birth to `on`. Someone born on February 29 becomes a year older on
 * March 1 in a common year, as the day before their birthday has not passed the 28th.
 */
export function ageOn(dateOfBirth: string, on: CalendarDay): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) throw new RangeError(`Not an ISO date of birth: '${dateOfBirth}'`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = on.month > month || (on.month === month && on.day >= day);
  return on.year - year - (hadBirthday ? 0 : 1);
}

/** The member's number when it is a verified US number, else null. */
export function verifiedUsPhoneOf(member: { phoneNumber: string | null; phoneVerifiedAt: Date | null }): string | null {
  const { phoneNumber, phoneVerifiedAt } = member;
  return phoneVerifiedAt !== null && phoneNumber !== null && usPhonePattern.test(phoneNumber) ? phoneNumber : null;
}

export interface QualificationFacts {
  joinedAt: Date;
  dateOfBirth: string | null;
  /** Another member already qualified in this campaign with the same number. */
  phoneQualifiedByAnother: boolean;
}

/**
 * What keeps an entry from qualifying; none means it qualifies. Joining itself is refused without a
 * verified US phone, without a date of birth, or outside the window (see service.ts), so those parts
 * of the rule hold for every entry and only age and the number are left to decide here.
 */
export function notQualifiedReasonsFor(config: CampaignConfig, facts: QualificationFacts): NotQualifiedReason[] {
  const reasons: NotQualifiedReason[] = [];
  const joinedDay = calendarDayIn(facts.joinedAt, config.TIME_ZONE);
  if (facts.dateOfBirth === null || ageOn(facts.dateOfBirth, joinedDay) < campaignMinimumAge) reasons.push('UNDER_18');
  if (facts.phoneQualifiedByAnother) reasons.push('PHONE_ALREADY_QUALIFIED');
  return reasons;
}
