import { describe, expect, it } from 'vitest';
import { createFingerprintStorage, fingerprintStorageKey } from './fingerprint-storage';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('fingerprint storage', () => {
  it('keeps the visitor id until the cache time has passed', () => {
    const backing = memoryStorage();
    const storage = createFingerprintStorage(backing);
    storage.write('visitor-1', 1_000, 3600);
    expect(JSON.parse(backing.items.get(fingerprintStorageKey) ?? '')).toEqual({
      visitorId: 'visitor-1',
      expiresAt: 1_000 + 3_600_000,
    });
    expect(storage.read(1_000 + 3_599_999)).toBe('visitor-1');
    expect(storage.read(1_000 + 3_600_000)).toBeUndefined();
    expect(backing.items.has(fingerprintStorageKey)).toBe(false);
  });

  it('ignores malformed entries and survives storage that throws', () => {
    const backing = memoryStorage();
    backing.setItem(fingerprintStorageKey, '{"visitorId": 42}');
    expect(createFingerprintStorage(backing).read(0)).toBeUndefined();

    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createFingerprintStorage(broken);
    expect(() => storage.write('visitor-1', 0, 60)).not.toThrow();
    expect(storage.read(0)).toBeUndefined();
    expect(() => storage.clear()).not.toThrow();
  });
});
