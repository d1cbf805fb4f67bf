import { flagKeys } from '@fernleaf/contract/flag-keys';
import { flagKeySchema, flagValueSchema } from '@fernleaf/contract/flags';
import { describe, expect, it } from 'vitest';
import { flagDefinitions } from './definitions.ts';

describe('flagDefinitions', () => {
  it('defines every key of the contract exactly once, and nothing else', () => {
    const keys = flagDefinitions.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.values(flagKeys).sort());
  });

  it('keeps every key within the contract (250 characters at most)', () => {
    for (const { key } of flagDefinitions) expect(flagKeySchema.safeParse(key).success, key).toBe(true);
  });

  it('gives each flag values of one type and a rollout between 0 and 100', () => {
    for (const definition of flagDefinitions) {
      const values = [
        definition.defaultValue,
        definition.targetedValue,
        ...Object.values(definition.environmentOverrides ?? {}),
      ];
      for (const value of values) {
        expect(flagValueSchema.safeParse(value).success).toBe(true);
        expect(typeof value, definition.key).toBe(typeof definition.defaultValue);
      }
      const percent = definition.rolloutPercent ?? 0;
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
      expect(definition.description.length).toBeGreaterThan(0);
    }
  });
});
