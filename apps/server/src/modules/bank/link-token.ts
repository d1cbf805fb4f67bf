// The one-time token (Akoya style: the code) a provider hands back after sign-in. Only its sha256
// is stored on the link session, so a database read never yields a usable token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** 32 random bytes: not guessable within a session's 30 minutes. */
export function issueLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** Compares digests of equal length in constant time, so timing says nothing about how much matched. */
export function linkTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashLinkToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
