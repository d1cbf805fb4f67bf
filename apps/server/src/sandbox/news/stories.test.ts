import { describe, expect, it } from 'vitest';
import { type DayMove, storiesOfDay } from './stories.ts';

const move = (symbol: string, sector: DayMove['sector'], previousCloseCents: number, closeCents: number): DayMove => ({
  symbol,
  name: `${symbol} Inc.`,
  sector,
  previousCloseCents,
  closeCents,
});

const quietDay = [
  move('VTI', 'us-total-market', 10_000, 10_050),
  move('AAPL', 'technology', 10_000, 10_100),
  move('MSFT', 'technology', 10_000, 10_120),
  move('KO', 'consumer-staples', 10_000, 9_990),
];

describe('storiesOfDay', () => {
  it('writes a wrap, the biggest mover and the sector that moved most, on a quiet day', () => {
    const stories = storiesOfDay('2026-03-02', quietDay);
    expect(stories.map(({ id }) => id)).toEqual([
      '2026-03-02-wrap',
      '2026-03-02-mover-MSFT',
      '2026-03-02-sector-technology',
    ]);
    expect(stories.every(({ source }) => /simulated/i.test(source))).toBe(true);
    expect(stories.every(({ body }) => body.includes('not real news'))).toBe(true);
  });

  it('gives each move of 3% or more a story, two at most, biggest first', () => {
    const stories = storiesOfDay('2026-03-02', [
      ...quietDay,
      move('TSLA', 'consumer-discretionary', 20_000, 18_000),
      move('NVDA', 'technology', 10_000, 10_500),
      move('AMD', 'technology', 10_000, 10_400),
    ]);
    const movers = stories.filter(({ id }) => id.includes('-mover-'));
    expect(movers.map(({ symbols }) => symbols[0])).toEqual(['TSLA', 'NVDA']);
    expect(movers[0]?.headline).toMatch(/10%/);
    expect(movers[0]?.summary).toContain('fell 10% to $180.00');
    expect(movers[0]?.body).toContain('previous close of $200.00');
  });

  it('states the market and sector moves in the wrap and publishes after the close, in order', () => {
    const [wrap, ...rest] = storiesOfDay('2026-03-02', quietDay);
    expect(wrap?.summary).toContain('rose 0.50%');
    expect(wrap?.body).toContain('Technology did best, up 1.10% on average');
    expect(wrap?.body).toContain('Consumer Staples did worst, down 0.10%');
    const minutes = [wrap, ...rest].map((story) => story?.minutesAfterClose ?? 0);
    expect(minutes.every((m, i) => m > 0 && (i === 0 || m > (minutes[i - 1] ?? 0)))).toBe(true);
  });

  it('words the same day the same way every time', () => {
    expect(storiesOfDay('2026-03-02', quietDay)).toEqual(storiesOfDay('2026-03-02', quietDay));
  });
});
