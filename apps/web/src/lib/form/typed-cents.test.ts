import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typedCents } from './typed-cents';

const readWhole = (text: string) =>
  /^\d+$/.test(text)
    ? { ok: true as const, cents: Number(text) * 100 }
    : { ok: false as const, message: 'Type dollars' };

describe('typedCents', () => {
  it('reads the text into cents and hands them to the schema after it', () => {
    const schema = z.object({ amount: typedCents(readWhole).pipe(z.number().min(500, 'At least $5')) });
    expect(schema.parse({ amount: '12' })).toEqual({ amount: 1200 });
    expect(schema.safeParse({ amount: '2' }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['amount'], 'At least $5'],
    ]);
  });

  it('gives the reader’s own message at the field when it cannot read the text', () => {
    const schema = z.object({ amount: typedCents(readWhole).pipe(z.number().min(500, 'At least $5')) });
    expect(schema.safeParse({ amount: '1.5x' }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['amount'], 'Type dollars'],
    ]);
  });
});
