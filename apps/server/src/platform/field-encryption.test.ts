import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField, lastFour } from './field-encryption.ts';

const key = randomBytes(32);

describe('field encryption', () => {
  it('gives back what it encrypted, and never the same ciphertext twice', () => {
    fc.assert(
      fc.property(fc.string(), (plaintext) => {
        const first = encryptField(key, plaintext);
        expect(decryptField(key, first)).toBe(plaintext);
        expect(encryptField(key, plaintext)).not.toBe(first);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a tampered value or another key', () => {
    const stored = encryptField(key, '123-45-6789');
    const [version, nonce, ciphertext, tag] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptField(key, [version, nonce, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => decryptField(randomBytes(32), stored)).toThrow();
  });

  it('keeps the last four digits only', () => {
    expect(lastFour('123-45-6789')).toBe('6789');
  });
});
