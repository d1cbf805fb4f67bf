// SSNs, card and account numbers at rest: AES-256-GCM with a fresh 12-byte nonce per value, stored
// as `v1.<nonce>.<ciphertext>.<tag>` in base64url so the format can change without a migration.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export function encryptField(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', nonce, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptField(key: Buffer, stored: string): string {
  const [version, nonce, ciphertext, tag] = stored.split('.');
  if (version !== 'v1' || !nonce || ciphertext === undefined || !tag) throw new Error('unknown encrypted field format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** Spec: sensitive numbers are shown masked but for their last four digits. */
export function lastFour(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}

/**
 * A value's fingerprint for equality lookups (is this SSN on another account?): HMAC-SHA256 under a
 * key derived from the field key, so the fingerprint alone cannot be reversed by hashing all 10^9
 * SSNs, and the encryption key itself is never used for two purposes.
 */
export function fieldFingerprint(key: Buffer, value: string): string {
  const fingerprintKey = createHmac('sha256', key).update('fernleaf field fingerprint v1').digest();
  return createHmac('sha256', fingerprintKey).update(value).digest('base64url');
}
