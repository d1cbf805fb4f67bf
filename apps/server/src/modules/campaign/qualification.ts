// The campaign's qualification rule, in one place: at least 18 on the day of joining (New York
// calendar), a verified US phone, joined inside the window, and a number qualifies one member only.
import { ageOn } from '@fernleaf/contract/calendar/days';
import { calendarDateIn } from '@fernleaf/contract/calendar/time-zones';
import { type CampaignConfig, campaignMinimumAge, type NotQualifiedReason } from '@fernleaf/contract/campaign-config';

const usPhonePattern = /^[2-9]\d{2}[2-9]\d{6}$/;

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
  // A birthday turns over at midnight in the campaign's zone.
  const joinedDay = calendarDateIn(config.TIME_ZONE, facts.joinedAt);
  if (facts.dateOfBirth === null || ageOn(facts.dateOfBirth, joinedDay) < campaignMinimumAge) reasons.push('UNDER_18');
  if (facts.phoneQualifiedByAnother) reasons.push('PHONE_ALREADY_QUALIFIED');
  return reasons;
}
