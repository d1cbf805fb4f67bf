import { describe, expect, it } from 'vitest';
import { analyticsCookieMaxAgeSeconds, createDocumentCookieJar, readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('live 365 days', () => {
    expect(analyticsCookieMaxAgeSeconds).toBe(31_536_000);
  });

  it('are whole-site, SameSite=Lax and Secure on https', () => {
    expect(serializeCookie('fl_referral_code', 'ABC123', { maxAgeSeconds: 31_536_000, secure: true })).toBe(
      'fl_referral_code=ABC123; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(serializeCookie('fl_referral_code', 'ABC123', { maxAgeSeconds: 31_536_000, secure: false })).toBe(
      'fl_referral_code=ABC123; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('reads one cookie out of the header, decoded', () => {
    const header = 'theme=dark; fl_anonymous_id=a%20b; fl_anonymous=x';
    expect(readCookie(header, 'fl_anonymous_id')).toBe('a b');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBeUndefined();
  });

  it('writes through document.cookie with the 365-day lifetime and removes with Max-Age=0', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'fl_referral_code=ABC123';
      },
      set cookie(value: string) {
        written.push(value);
      },
      location: { protocol: 'https:' },
    } as unknown as Document;
    const jar = createDocumentCookieJar(doc);
    expect(jar.read('fl_referral_code')).toBe('ABC123');
    jar.write('fl_referral_code', 'XYZ789');
    jar.remove('fl_referral_code');
    expect(written).toEqual([
      'fl_referral_code=XYZ789; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'fl_referral_code=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });
});
