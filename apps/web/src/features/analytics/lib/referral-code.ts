// A referral link (`?referralCode=ABC123` or the short `?ref=abc123`) must still credit the referrer
// when the visitor signs up days later, so the code is kept in a cookie for 365 days.
// This cookie is strictly necessary: it delivers the referral reward the visitor and referrer were
// promised by following the link, it identifies no one and feeds no analytics, so it is written
// whatever the consent state.
import type { CookieJar } from './cookies';

export const referralCodeCookieName = 'fl_referral_code';

/** Query parameters that carry a referral code, the long name first when a link has both. */
export const referralCodeParams = ['referralCode', 'ref'] as const;

const referralCodePattern = /^[A-Za-z0-9]{6,12}$/;

/** 6 to 12 letters or digits, upper-cased; anything else is not a referral code. */
export function normaliseReferralCode(raw: string | null | undefined): string | undefined {
  const trimmed = raw?.trim();
  return trimmed && referralCodePattern.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

export function referralCodeFromSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  for (const name of referralCodeParams) {
    const code = normaliseReferralCode(params.get(name));
    if (code) return code;
  }
  return undefined;
}

/**
 * Stores the code from the page's query string, if it has a valid one. The most recent link wins:
 * it is the one the visitor acted on.
 */
export function captureReferralCode(search: string, jar: CookieJar): string | undefined {
  const code = referralCodeFromSearch(search);
  if (code) jar.write(referralCodeCookieName, code);
  return code;
}

export function readReferralCode(jar: CookieJar): string | undefined {
  return normaliseReferralCode(jar.read(referralCodeCookieName));
}
