import { describe, expect, it } from 'vitest';
import { hasNothingYet, type MemberProducts, startingPointsFor } from './starting-points';

const newMember: MemberProducts = {
  known: true,
  hasChecking: false,
  cashAdvanceStatus: null,
  bankCount: 0,
  investmentAccountCount: 0,
};

describe('starting points of the home', () => {
  it('offers a member with nothing yet every way in', () => {
    expect(startingPointsFor(newMember).map((point) => point.id)).toEqual([
      'cash-advance',
      'checking',
      'link-bank',
      'offers',
    ]);
    expect(hasNothingYet(newMember)).toBe(true);
  });

  it('leaves out what the member has, and a cash advance already started', () => {
    const member = { ...newMember, hasChecking: true, cashAdvanceStatus: 'PENDING' as const, bankCount: 1 };
    expect(startingPointsFor(member).map((point) => point.id)).toEqual(['offers']);
    expect(hasNothingYet(member)).toBe(false);
  });

  it('does not lead with where to start for a member whose only product is an investment account', () => {
    const investor = { ...newMember, investmentAccountCount: 1 };
    expect(hasNothingYet(investor)).toBe(false);
    expect(startingPointsFor(investor).map((point) => point.id)).toEqual([
      'cash-advance',
      'checking',
      'link-bank',
      'offers',
    ]);
  });

  it('offers nothing while what the member has is unknown', () => {
    const unknown = { ...newMember, known: false };
    expect(startingPointsFor(unknown)).toEqual([]);
    expect(hasNothingYet(unknown)).toBe(false);
  });
});
