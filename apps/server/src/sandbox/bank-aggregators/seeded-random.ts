// Deterministic randomness for the sandboxes. The same seed parts give the same numbers on any
// machine and any day, so a generated history is a pure function of an account id and a date.

/**
 * 32-bit FNV-1a over the string, finished with murmur3's avalanche step so that seeds differing in
 * one character (two consecutive dates) start unrelated streams.
 */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast, and good enough for synthetic data (not for anything secret). */
export function seededRandom(...seedParts: readonly (string | number)[]): Random {
  let state = hash32(seedParts.join('\u001f'));
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: (items, count) => {
      const pool = [...items];
      const picked: (typeof pool)[number][] = [];
      while (picked.length < count && pool.length > 0) {
        picked.push(pool.splice(int(0, pool.length - 1), 1)[0] as (typeof pool)[number]);
      }
      return picked;
    },
  };
}
