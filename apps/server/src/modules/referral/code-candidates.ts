// The codes a member's referral code is chosen from: the first letters of their first name and a
// suffix derived from their id. The same member always gets the same candidates in the same order,
// so two first requests at once choose the same code instead of making two.
import { createHash } from 'node:crypto';
import { referralCodePattern } from '@fernleaf/contract/fields';

/** Letters and digits that cannot be misread for one another when a code is said or typed (no 0/O, 1/I/L). */
const suffixAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const maxNameLetters = 6;
const minCodeLength = 8;
const minSuffixLength = 4;

/** "Zoë-Anne" -> "ZOEANN": accents dropped, anything but A-Z left out. */
export function namePrefix(firstName: string): string {
  return firstName
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, maxNameLetters);
}

function suffix(memberId: string, attempt: number, length: number): string {
  const digest = createHash('sha256').update(`${memberId}:${attempt}`).digest();
  let text = '';
  for (let index = 0; index < length; index++) {
    text += suffixAlphabet[(digest[index] ?? 0) % suffixAlphabet.length];
  }
  return text;
}

export function referralCodeCandidate(user: { id: string; firstName: string }, attempt: number): string {
  const prefix = namePrefix(user.firstName);
  const code = prefix + suffix(user.id, attempt, Math.max(minSuffixLength, minCodeLength - prefix.length));
  if (!referralCodePattern.test(code)) throw new Error(`referral code candidate ${code} breaks the code pattern`);
  return code;
}
