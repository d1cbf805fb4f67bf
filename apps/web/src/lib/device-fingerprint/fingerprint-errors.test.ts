import { describe, expect, it } from 'vitest';
import { FingerprintError, fingerprintErrorKind, fingerprintErrorMessages } from './fingerprint-errors';

describe('fingerprintErrorKind', () => {
  it.each([
    ['API key required', 'apiKeyRequired'],
    ['API key not found', 'apiKeyNotFound'],
    ['API key expired', 'apiKeyExpired'],
    ['Request cannot be parsed', 'requestCannotBeParsed'],
    ['Request failed', 'requestFailed'],
    ['Too many requests, rate limit exceeded', 'rateLimitExceeded'],
    ['Not available for this origin', 'notAvailableForOrigin'],
    ['Blocked by CSP', 'blockedByCsp'],
    ['Client timeout', 'clientTimeout'],
    ['Network connection error', 'networkError'],
    ['Failed to load the JS script of the agent', 'agentLoadFailed'],
  ])('maps the agent message %j to %s', (message, kind) => {
    expect(fingerprintErrorKind(new Error(message))).toBe(kind);
  });

  it('recognises timeouts, connection failures, our own errors and anything else', () => {
    expect(fingerprintErrorKind(new DOMException('signal timed out', 'TimeoutError'))).toBe('clientTimeout');
    expect(fingerprintErrorKind(new TypeError('Failed to fetch'))).toBe('networkError');
    expect(fingerprintErrorKind(new FingerprintError('blockedByCsp'))).toBe('blockedByCsp');
    expect(fingerprintErrorKind('something odd')).toBe('requestFailed');
  });

  it('has a full sentence for every kind', () => {
    for (const message of Object.values(fingerprintErrorMessages)) {
      expect(message).toMatch(/^[A-Z].{20,}\.$/);
    }
    expect(fingerprintErrorMessages.apiKeyRequired).toMatch(/^API key required/);
    expect(fingerprintErrorMessages.agentLoadFailed).toContain('5 attempts');
  });
});
