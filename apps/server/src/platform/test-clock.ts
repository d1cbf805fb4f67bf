// The server's clock outside production: real time moved forward by an offset a browser test sets
// (PUT /api/dev/clock), so a journey can reach a payday. Every rule that depends on the date reads it;
// tokens, rate limits and the database's own timestamps keep real time.
export interface TestClock {
  now(): Date;
  offsetSeconds(): number;
  setOffsetSeconds(seconds: number): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    offsetSeconds: () => offsetMs / 1000,
    setOffsetSeconds: (seconds) => {
      offsetMs = seconds * 1000;
    },
  };
}
