import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from '../test-support/memory-cookie-jar';
import {
  captureReferralCode,
  normaliseReferralCode,
  readReferralCode,
  referralCodeCookieName,
  referralCodeFromSearch,
} from './referral-code';

describe('normaliseReferralCode', () => {
  it('upper-cases 6 to 12 letters and digits', () => {
    expect(normaliseReferralCode('abc123')).toBe('ABC123');
    expect(normaliseReferralCode('  Fern2024Leaf ')).toBe('FERN2024LEAF');
    expect(normaliseReferralCode('ABCDEF')).toBe('ABCDEF');
  });

  it('rejects codes that are too short, too long or not alphanumeric', () => {
    for (const raw of ['abc12', 'abcdefghijklm', 'abc-123', 'abc 123', 'ÄBC123', '', null, undefined]) {
      expect(normaliseReferralCode(raw)).toBeUndefined();
    }
  });

  it('accepts exactly the alphanumeric strings of length 6 to 12, around any whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (raw) => {
        // A code pasted into a link can carry spaces around it; they are not part of the code.
        const trimmed = raw.trim();
        const valid = /^[A-Za-z0-9]{6,12}$/.test(trimmed);
        expect(normaliseReferralCode(raw)).toBe(valid ? trimmed.toUpperCase() : undefined);
      }),
      { examples: [['0A000A '], [' abc123'], ['\tABCDEF\n']] },
    );
  });
});

describe('referral code from the URL', () => {
  it('reads ?referralCode= first, then ?ref=', () => {
    expect(referralCodeFromSearch('?referralCode=abc123&ref=zzz999')).toBe('ABC123');
    expect(referralCodeFromSearch('?ref=zzz999')).toBe('ZZZ999');
    expect(referralCodeFromSearch('?referralCode=bad&ref=zzz999')).toBe('ZZZ999');
    expect(referralCodeFromSearch('?utm_source=mail')).toBeUndefined();
  });

  it('stores a valid code in the referral cookie and leaves an earlier one for an invalid link', () => {
    const jar = createMemoryCookieJar({ [referralCodeCookieName]: 'OLD111' });
    expect(captureReferralCode('?ref=x', jar)).toBeUndefined();
    expect(readReferralCode(jar)).toBe('OLD111');
    expect(captureReferralCode('?ref=new222', jar)).toBe('NEW222');
    expect(readReferralCode(jar)).toBe('NEW222');
  });
});
