import { describe, expect, it } from 'vitest';
import { fingerprintOptionsSchema, parseFingerprintOptions } from './fingerprint-options';

describe('fingerprint options', () => {
  it('defaults to the spec cache time of 3600 s and needs no key for the open-source agent', () => {
    expect(parseFingerprintOptions()).toEqual({ cacheTimeSeconds: 3600 });
  });

  it('accepts a cache time up to 86400 s and rejects longer ones', () => {
    expect(parseFingerprintOptions({ cacheTimeSeconds: 86_400 }).cacheTimeSeconds).toBe(86_400);
    expect(fingerprintOptionsSchema.safeParse({ cacheTimeSeconds: 86_401 }).success).toBe(false);
    expect(fingerprintOptionsSchema.safeParse({ cacheTimeSeconds: 0 }).success).toBe(false);
  });

  it("rejects a blank configured API key with 'API key required'", () => {
    for (const apiKey of ['', '   ']) {
      const result = fingerprintOptionsSchema.safeParse({ apiKey });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('API key required');
    }
    expect(parseFingerprintOptions({ apiKey: 'pk_live' }).apiKey).toBe('pk_live');
  });
});
