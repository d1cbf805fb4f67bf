import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlagDefinition } from './definitions.ts';
import { evaluateFlag, evaluateFlags, rolloutPosition } from './evaluate.ts';

const member = { id: '5b0a3c8e-1d2f-4e6a-9b7c-0d1e2f3a4b5c', email: 'avery@example.test' };

const flag = (overrides: Partial<FlagDefinition> = {}): FlagDefinition => ({
  key: 'test-flag',
  description: 'A flag for tests',
  defaultValue: false,
  targetedValue: true,
  ...overrides,
});

describe('evaluateFlag', () => {
  it('answers the default when no rule picks the member', () => {
    expect(evaluateFlag(flag(), member, 'production')).toEqual({ value: false, reason: 'default' });
    expect(evaluateFlag(flag({ rolloutPercent: 0 }), member, 'production').reason).toBe('default');
  });

  it('gives an allow-listed member id or email domain the targeted value', () => {
    expect(evaluateFlag(flag({ allowList: { memberIds: [member.id] } }), member, 'production')).toEqual({
      value: true,
      reason: 'allow-list',
    });
    const byDomain = flag({ allowList: { emailDomains: ['Example.Test'] } });
    expect(evaluateFlag(byDomain, { ...member, email: 'Avery@EXAMPLE.test' }, 'production').reason).toBe('allow-list');
    // Only the exact domain: a look-alike or a subdomain is not staff.
    expect(evaluateFlag(byDomain, { ...member, email: 'a@example.test.evil' }, 'production').reason).toBe('default');
    expect(evaluateFlag(byDomain, { ...member, email: 'a@mail.example.test' }, 'production').reason).toBe('default');
  });

  it('lets an environment override win over every other rule, only in that environment', () => {
    const definition = flag({
      environmentOverrides: { development: false, test: true },
      allowList: { memberIds: [member.id] },
      rolloutPercent: 100,
    });
    expect(evaluateFlag(definition, member, 'development')).toEqual({ value: false, reason: 'environment' });
    expect(evaluateFlag(definition, member, 'test')).toEqual({ value: true, reason: 'environment' });
    expect(evaluateFlag(definition, member, 'production').reason).toBe('allow-list');
  });

  it('rolls out to everyone at 100% and to no one at 0%', () => {
    expect(evaluateFlag(flag({ rolloutPercent: 100 }), member, 'production')).toEqual({
      value: true,
      reason: 'rollout',
    });
    expect(evaluateFlag(flag({ rolloutPercent: 0 }), member, 'production').value).toBe(false);
  });

  it('works for string and number flags', () => {
    const variant = flag({ defaultValue: 'control', targetedValue: 'compact', rolloutPercent: 100 });
    expect(evaluateFlag(variant, member, 'production').value).toBe('compact');
    const limit = flag({ defaultValue: 20, targetedValue: 30, environmentOverrides: { test: 5 } });
    expect(evaluateFlag(limit, member, 'test').value).toBe(5);
  });
});

describe('evaluateFlags', () => {
  it('answers every definition by key', () => {
    const flags = evaluateFlags(
      [flag({ key: 'a' }), flag({ key: 'b', rolloutPercent: 100 }), flag({ key: 'c', defaultValue: 'x' })],
      member,
      'production',
    );
    expect(flags).toEqual({ a: false, b: true, c: 'x' });
  });
});

describe('the percentage rollout', () => {
  it('gives the same member the same value every time', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.string({ minLength: 1, maxLength: 250 }),
        fc.integer({ min: 0, max: 100 }),
        (id, key, percent) => {
          const definition = flag({ key, rolloutPercent: percent });
          const first = evaluateFlag(definition, { id, email: 'm@example.test' }, 'production');
          const again = evaluateFlag(definition, { id, email: 'other@example.test' }, 'production');
          expect(again).toEqual(first);
        },
      ),
    );
  });

  it('only adds members when the percentage rises', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (id, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const inAt = (percent: number) =>
          evaluateFlag(flag({ rolloutPercent: percent }), { id, email: 'm@example.test' }, 'production').value;
        if (inAt(low)) expect(inAt(high)).toBe(true);
      }),
    );
  });

  it('picks roughly its share: 10% gives 5–15% of 2000 random members', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 2000, maxLength: 2000 }), (ids) => {
        const definition = flag({ key: 'discover-community', rolloutPercent: 10 });
        const picked = ids.filter(
          (id) => evaluateFlag(definition, { id, email: 'm@example.test' }, 'production').value,
        );
        expect(picked.length).toBeGreaterThanOrEqual(100);
        expect(picked.length).toBeLessThanOrEqual(300);
      }),
      { numRuns: 20 },
    );
  });

  it('picks a different slice of members for each flag', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `member-${index}`);
    const slice = (key: string) => new Set(ids.filter((id) => rolloutPosition(key, id) < 10));
    const a = slice('flag-a');
    const overlap = [...slice('flag-b')].filter((id) => a.has(id)).length;
    // Independent 10% slices share about 1% of members (20 of 2000), not all 200.
    expect(overlap).toBeLessThan(60);
  });
});
