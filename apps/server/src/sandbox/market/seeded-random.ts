// Random numbers that are the same in every process and every run: each draw is seeded by a name (a
// ticker and a date), never by time or by the order of earlier draws, so any price can be computed on
// its own and two servers on one database always agree.

/** cyrb53: a fast 53-bit string hash with good mixing (public domain), reduced to a 32-bit seed. */
function hashSeed(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface SeededRandom {
  /** Uniform in [0, 1). */
  uniform(): number;
  /** Standard normal (mean 0, deviation 1). */
  normal(): number;
  /** A whole number from 0 to `count` - 1. */
  pick(count: number): number;
}

/** A stream of draws for `name` (mulberry32, a small generator good enough for simulated prices). */
export function seededRandom(name: string): SeededRandom {
  let state = hashSeed(name);
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    uniform,
    // Box-Muller; 1 - u keeps the logarithm away from zero.
    normal: () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform()),
    pick: (count) => Math.floor(uniform() * count),
  };
}
