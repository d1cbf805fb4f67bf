import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answered } from './answered';

describe('answered', () => {
  it('refuses an unanswered question with the step’s words, and keeps an answer as it is', () => {
    const schema = z.object({ dayOfMonth: answered<number | 'LAST'>('Choose the day of the month you get paid') });
    expect(schema.safeParse({ dayOfMonth: null }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['dayOfMonth'], 'Choose the day of the month you get paid'],
    ]);
    expect(schema.parse({ dayOfMonth: 'LAST' })).toEqual({ dayOfMonth: 'LAST' });
  });
});
