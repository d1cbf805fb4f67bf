import { referralCodePattern } from '@fernleaf/contract/fields';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namePrefix, referralCodeCandidate } from './code-candidates.ts';

const member = { id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', firstName: 'Avery' };

describe('referral code candidates', () => {
  it('start with up to six letters of the first name, accents dropped', () => {
    expect(namePrefix('Avery')).toBe('AVERY');
    expect(namePrefix('Zoë-Anne')).toBe('ZOEANN');
    expect(namePrefix("O'Neil")).toBe('ONEIL');
    expect(namePrefix('李')).toBe('');
  });

  it('are the same for the same member and attempt, and differ between attempts', () => {
    expect(referralCodeCandidate(member, 0)).toBe(referralCodeCandidate(member, 0));
    expect(referralCodeCandidate(member, 0)).not.toBe(referralCodeCandidate(member, 1));
    expect(referralCodeCandidate({ ...member, id: '7f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f' }, 0)).not.toBe(
      referralCodeCandidate(member, 0),
    );
  });

  it('always fit the code pattern, at least 8 characters long, whatever the name', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string(), fc.nat(20), (id, firstName, attempt) => {
        const code = referralCodeCandidate({ id, firstName }, attempt);
        expect(code).toMatch(referralCodePattern);
        expect(code.length).toBeGreaterThanOrEqual(8);
      }),
    );
  });
});
