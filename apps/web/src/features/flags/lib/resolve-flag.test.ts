import { describe, expect, it } from 'vitest';
import { resolveFlag } from './resolve-flag';

const flags = { on: true, layout: 'compact', limit: 30 };

describe('resolveFlag', () => {
  it('answers a flag whose value has the type of the default', () => {
    expect(resolveFlag(flags, 'on', false)).toEqual({ outcome: 'found', value: true });
    expect(resolveFlag(flags, 'layout', 'wide')).toEqual({ outcome: 'found', value: 'compact' });
    expect(resolveFlag(flags, 'limit', 20)).toEqual({ outcome: 'found', value: 30 });
  });

  it('answers the default for a missing flag or one of another type', () => {
    expect(resolveFlag(flags, 'absent', true)).toEqual({ outcome: 'missing', value: true });
    expect(resolveFlag(flags, 'layout', false)).toEqual({ outcome: 'type-mismatch', value: false });
    // Keys of Object.prototype are not flags.
    expect(resolveFlag(flags, 'toString', 'x')).toEqual({ outcome: 'missing', value: 'x' });
  });
});
