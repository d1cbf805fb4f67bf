import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedText } from './typed-text';

const cents = z.number().int().min(100, 'The smallest amount is $1.00');
const dollars = typedText((text) => {
  const match = /^(\d+)(?:\.(\d{2}))?$/.exec(text.trim());
  return match
    ? { ok: true, value: Number(match[1]) * 100 + Number(match[2] ?? 0) }
    : { ok: false, message: 'Enter dollars' };
}, cents);

describe('typedText', () => {
  it('reads the text into the value the contract checks', () => {
    expect(dollars.parse(' 12.50 ')).toBe(1250);
  });

  it('says what is wrong with the text, or what the contract refuses in the value', () => {
    expect(dollars.safeParse('twelve').error?.issues.map((issue) => issue.message)).toEqual(['Enter dollars']);
    expect(dollars.safeParse('0.50').error?.issues.map((issue) => issue.message)).toEqual([
      'The smallest amount is $1.00',
    ]);
  });
});
