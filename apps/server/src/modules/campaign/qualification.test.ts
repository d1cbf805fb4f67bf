import { beastGamesCampaign } from '@fernleaf/contract/campaign-config';
import { describe, expect, it } from 'vitest';
import { notQualifiedReasonsFor, verifiedUsPhoneOf } from './qualification.ts';

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
