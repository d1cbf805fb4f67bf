import { beastGamesCampaign } from '@fernleaf/contract/campaign';
import { describe, expect, it } from 'vitest';
import { ageOn, calendarDayIn, notQualifiedReasonsFor, verifiedUsPhoneOf } from './qualification.ts';

const zone = 'America/New_York';

describe('calendarDayIn', () => {
  it('is the New York day, not the UTC one', () => {
    expect(calendarDayIn(new Date('2025-11-28T04:59:59Z'), zone)).toEqual({ year: 2025, month: 11, day: 27 });
    expect(calendarDayIn(new Date('2025-11-28T05:00:00Z'), zone)).toEqual({ year: 2025, month: 11, day: 28 });
  });
});

describe('ageOn', () => {
  it('counts a year once the birthday is reached, not before', () => {
    expect(ageOn('2007-06-15', { year: 2025, month: 6, day: 14 })).toBe(17);
    expect(ageOn('2007-06-15', { year: 2025, month: 6, day: 15 })).toBe(18);
    expect(ageOn('2007-06-15', { year: 2025, month: 5, day: 30 })).toBe(17);
    expect(ageOn('2007-06-15', { year: 2025, month: 7, day: 1 })).toBe(18);
  });

  it('turns someone born on February 29 a year older on March 1 in a common year', () => {
    expect(ageOn('2004-02-29', { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn('2004-02-29', { year: 2022, month: 3, day: 1 })).toBe(18);
  });

  it('refuses what is not an ISO date', () => {
    expect(() => ageOn('06/15/2007', { year: 2025, month: 1, day: 1 })).toThrow(RangeError);
  });
});

describe('verifiedUsPhoneOf', () => {
  const verifiedAt = new Date('2025-01-01T00:00:00Z');
  it('answers the number only when it is verified and a US number', () => {
    expect(verifiedUsPhoneOf({ phoneNumber: '4155550123', phoneVerifiedAt: verifiedAt })).toBe('4155550123');
    expect(verifiedUsPhoneOf({ phoneNumber: '4155550123', phoneVerifiedAt: null })).toBeNull();
    expect(verifiedUsPhoneOf({ phoneNumber: null, phoneVerifiedAt: verifiedAt })).toBeNull();
    expect(verifiedUsPhoneOf({ phoneNumber: '+447700900123', phoneVerifiedAt: verifiedAt })).toBeNull();
    expect(verifiedUsPhoneOf({ phoneNumber: '1155550123', phoneVerifiedAt: verifiedAt })).toBeNull();
  });
});

describe('notQualifiedReasonsFor', () => {
  const joinedAt = new Date('2025-06-15T02:00:00Z'); // June 14, 10 PM in New York
  const facts = { joinedAt, dateOfBirth: '1990-01-01', phoneQualifiedByAnother: false };

  it('has no reason for an adult whose number is free', () => {
    expect(notQualifiedReasonsFor(beastGamesCampaign, facts)).toEqual([]);
  });

  it('says UNDER_18 when the member turns 18 only on the New York day after joining', () => {
    expect(notQualifiedReasonsFor(beastGamesCampaign, { ...facts, dateOfBirth: '2007-06-15' })).toEqual(['UNDER_18']);
    expect(notQualifiedReasonsFor(beastGamesCampaign, { ...facts, dateOfBirth: '2007-06-14' })).toEqual([]);
  });

  it('says UNDER_18 without a date of birth: age cannot be shown', () => {
    expect(notQualifiedReasonsFor(beastGamesCampaign, { ...facts, dateOfBirth: null })).toEqual(['UNDER_18']);
  });

  it('says PHONE_ALREADY_QUALIFIED, and both reasons when both apply', () => {
    expect(notQualifiedReasonsFor(beastGamesCampaign, { ...facts, phoneQualifiedByAnother: true })).toEqual([
      'PHONE_ALREADY_QUALIFIED',
    ]);
    expect(
      notQualifiedReasonsFor(beastGamesCampaign, {
        ...facts,
        dateOfBirth: '2010-01-01',
        phoneQualifiedByAnother: true,
      }),
    ).toEqual(['UNDER_18', 'PHONE_ALREADY_QUALIFIED']);
  });
});
