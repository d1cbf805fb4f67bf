// One-time codes sent by text message: to verify a phone number, or to approve changing it. Only a
// hash is stored; a code lives 10 minutes and allows 5 tries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { verificationCodeLength } from '@fernleaf/contract/contact';
import type { Db } from '../db/client.ts';
import { lastFour } from '../platform/field-encryption.ts';
import { queueMessage } from './outbox-repo.ts';
import {
  countAttempt,
  findOpenPhoneCode,
  insertPhoneCode,
  markPhoneCodeUsed,
  type PhoneCodeRow,
} from './phone-codes-repo.ts';

export const phoneCodeTtlSeconds = 10 * 60;
export const maxPhoneCodeAttempts = 5;

/** A code is stored only as this hash, salted by its row's id. */
export const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

export const maskPhone = (phoneNumber: string) => `(•••) •••-${lastFour(phoneNumber)}`;

export async function sendPhoneCode(
  db: Db,
  request: {
    memberId: string;
    purpose: PhoneCodeRow['purpose'];
    phoneNumber: string;
    pendingPhoneNumber?: string;
    brandName: string;
  },
): Promise<{ id: string; sentTo: string }> {
  const code = String(randomInt(0, 10 ** verificationCodeLength)).padStart(verificationCodeLength, '0');
  const id = crypto.randomUUID();
  await insertPhoneCode(db, {
    id,
    memberId: request.memberId,
    purpose: request.purpose,
    phoneNumber: request.phoneNumber,
    pendingPhoneNumber: request.pendingPhoneNumber ?? null,
    codeHash: hashCode(id, code).toString('base64'),
    expiresAt: new Date(Date.now() + phoneCodeTtlSeconds * 1000),
  });
  await queueMessage(db, {
    channel: 'sms',
    recipient: request.phoneNumber,
    subject: null,
    body: `${code} is your ${request.brandName} verification code. It expires in 10 minutes. We will never call you to ask for it.`,
  });
  return { id, sentTo: maskPhone(request.phoneNumber) };
}

export type CodeCheck =
  | { outcome: 'accepted'; code: PhoneCodeRow }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'expired' }
  | { outcome: 'too-many-attempts' }
  | { outcome: 'not-found' };

export async function checkPhoneCode(
  db: Db,
  request: { memberId: string; id: string; purpose: PhoneCodeRow['purpose']; code: string },
): Promise<CodeCheck> {
  const row = await findOpenPhoneCode(db, request.memberId, request.id, request.purpose);
  if (!row) return { outcome: 'not-found' };
  if (row.expiresAt <= new Date()) return { outcome: 'expired' };
  const attempts = await countAttempt(db, row.id);
  if (attempts > maxPhoneCodeAttempts) return { outcome: 'too-many-attempts' };
  const matches = timingSafeEqual(hashCode(row.id, request.code), Buffer.from(row.codeHash, 'base64'));
  if (!matches) {
    const attemptsLeft = maxPhoneCodeAttempts - attempts;
    return attemptsLeft > 0 ? { outcome: 'wrong', attemptsLeft } : { outcome: 'too-many-attempts' };
  }
  if (!(await markPhoneCodeUsed(db, row.id))) return { outcome: 'not-found' };
  return { outcome: 'accepted', code: row };
}
