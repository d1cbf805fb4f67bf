import { describe, expect, it } from 'vitest';
import { emailSchema, referralCodeSchema } from './fields.ts';

describe('emailSchema', () => {
  it('strips surrounding whitespace and lower-cases', () => {
    expect(emailSchema.parse('  Member@Example.COM \t')).toBe('member@example.com');
  });

  it.each(['', 'member', 'member@', '@example.com', 'a b@example.com'])('rejects %j', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(false);
  });

  it('says what is wrong', () => {
    const result = emailSchema.safeParse('not-an-email');
    expect(result.error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});

describe('referralCodeSchema', () => {
  it('accepts 6 to 12 letters or digits, in any case', () => {
    expect(referralCodeSchema.parse(' ferndemo ')).toBe('FERNDEMO');
    expect(referralCodeSchema.parse('ABC123')).toBe('ABC123');
    expect(referralCodeSchema.parse('ABCDEF123456')).toBe('ABCDEF123456');
  });

  it.each(['ABC12', 'ABCDEF1234567', 'ABC-123', 'ABC 123'])('rejects %j', (value) => {
    expect(referralCodeSchema.safeParse(value).success).toBe(false);
  });
});
