import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submission-key';

function counterKeys() {
  let next = 0;
  return () => `key-${++next}`;
}

describe('createSubmissionKeys', () => {
  it('keeps the key for the same request until its outcome is known', () => {
    const keys = createSubmissionKeys(counterKeys());
    const request = { amount: 2500, direction: 'IN' };
    expect(keys.keyFor(request)).toBe('key-1');
    expect(keys.keyFor({ ...request })).toBe('key-1');
    keys.settle();
    expect(keys.keyFor(request)).toBe('key-2');
  });

  it('gives a changed request a new key, so the server never sees one key with two bodies', () => {
    const keys = createSubmissionKeys(counterKeys());
    expect(keys.keyFor({ amount: 2500 })).toBe('key-1');
    expect(keys.keyFor({ amount: 2600 })).toBe('key-2');
    expect(keys.keyFor({ amount: 2500 })).toBe('key-3');
  });

  it('makes keys the server accepts (8 to 128 letters, digits, - and _) by default', () => {
    expect(createSubmissionKeys().keyFor({})).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });
});
