import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCharacterCounter } from './character-counter';

describe('formatCharacterCounter', () => {
  it('shows current over maximum', () => {
    expect(formatCharacterCounter('', 500)).toBe('0/500');
    expect(formatCharacterCounter('hello', 280)).toBe('5/280');
    // The browser's maxlength counts an emoji as 2, and so does the counter.
    expect(formatCharacterCounter('👍', 10)).toBe('2/10');
  });

  it('reads back as the length and the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.nat(1000), (value, maxLength) => {
        const [current, max] = formatCharacterCounter(value, maxLength).split('/').map(Number);
        expect(current).toBe(value.length);
        expect(max).toBe(maxLength);
      }),
    );
  });
});
