// The sandbox news wire's stories of one trading day, written from the market's simulated moves: a
// market wrap, the day's biggest movers and the sector that moved most. They state only the prices and
// moves the sandbox made, never a cause, an earnings figure or an opinion about a real company, since
// the tickers and names are real and the prices are not. Wording is picked by seeded draws, so a day's
// stories read the same in every process.

import { formatWeekdayLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import { type MarketSectorId, marketSectors } from '@fernleaf/contract/market';
import { formatCents } from '@fernleaf/contract/money';
import { formatBasisPoints } from '@fernleaf/contract/percent';
import { seededRandom } from '../market/seeded-random.ts';

/** One asset's close on the day. */
export interface DayMove {
  symbol: string;
  name: string;
  sector: MarketSectorId;
  previousCloseCents: number;
  closeCents: number;
}

export interface Story {
  id: string;
  headline: string;
  summary: string;
  body: string;
  source: string;
  /** Minutes after the close it is published. */
  minutesAfterClose: number;
  symbols: string[];
  sectors: MarketSectorId[];
}

/** Made-up services, each named as simulated wherever the name is shown. */
export const newsSources = [
  'Fernleaf Sandbox Wire (simulated)',
  'Simulated Market Daily',
  'Sandbox Street Journal (simulated)',
] as const;

/** Moves this big (in hundredths of a percent) make a story of their own. */
const MOVER_THRESHOLD = 300;
const MAX_MOVERS = 2;
/** The broad fund whose move stands for the whole market. */
const MARKET_SYMBOL = 'VTI';

const disclaimer =
  'This article was written by the sandbox news wire from simulated prices. It is not real news and not investment advice.';

const sectorNames = new Map<string, string>(marketSectors.map(({ id, name }) => [id, name]));

function basisPoints({ previousCloseCents, closeCents }: DayMove): number {
  return Math.round(((closeCents - previousCloseCents) * 10_000) / previousCloseCents);
}

function average(values: number[]): number {
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

function sectorAverages(moves: readonly DayMove[]): { sector: MarketSectorId; basisPoints: number }[] {
  const bySector = new Map<MarketSectorId, number[]>();
  for (const move of moves) bySector.set(move.sector, [...(bySector.get(move.sector) ?? []), basisPoints(move)]);
  return [...bySector].map(([sector, values]) => ({ sector, basisPoints: average(values) }));
}

function marketWrap(date: string, moves: readonly DayMove[]): Story | null {
  const market = moves.find(({ symbol }) => symbol === MARKET_SYMBOL);
  if (!market) return null;
  const random = seededRandom(`news:${date}:wrap`);
  const change = basisPoints(market);
  const sectors = sectorAverages(moves).sort((a, b) => b.basisPoints - a.basisPoints);
  const best = sectors[0];
  const worst = sectors[sectors.length - 1];
  if (!best || !worst) return null;
  const bestName = sectorNames.get(best.sector) ?? best.sector;
  const worstName = sectorNames.get(worst.sector) ?? worst.sector;
  const headlines =
    change >= 100
      ? [`Stocks rally as ${bestName} leads`, `Broad gains lift the market; ${bestName} ahead`]
      : change <= -100
        ? [`Stocks slide as ${worstName} lags`, `A broad sell-off; ${worstName} falls furthest`]
        : [
            `Stocks end ${change >= 0 ? 'a little higher' : 'a little lower'}; ${bestName} edges ahead`,
            'A quiet day for the market',
          ];
  const direction = change >= 0 ? 'rose' : 'fell';
  return {
    id: `${date}-wrap`,
    headline: headlines[random.pick(headlines.length)] as string,
    summary: `The total stock market fund ${MARKET_SYMBOL} ${direction} ${formatBasisPoints(Math.abs(change))} on ${formatWeekdayLongDate(date)}.`,
    body: [
      `${market.name} (${MARKET_SYMBOL}) closed at ${formatCents(market.closeCents)} on ${formatWeekdayLongDate(date)}, ${
        change >= 0 ? 'up' : 'down'
      } ${formatBasisPoints(Math.abs(change))} from ${formatCents(market.previousCloseCents)}.`,
      `${bestName} did best, ${best.basisPoints >= 0 ? 'up' : 'down'} ${formatBasisPoints(Math.abs(best.basisPoints))} on average; ${worstName} did worst, ${
        worst.basisPoints >= 0 ? 'up' : 'down'
      } ${formatBasisPoints(Math.abs(worst.basisPoints))}.`,
      disclaimer,
    ].join('\n\n'),
    source: newsSources[random.pick(newsSources.length)] as string,
    minutesAfterClose: 10,
    symbols: [MARKET_SYMBOL],
    sectors: [...new Set<MarketSectorId>(['us-total-market', best.sector, worst.sector])],
  };
}

function moverStory(date: string, move: DayMove, rank: number, sectorAverage: number): Story {
  const random = seededRandom(`news:${date}:mover:${move.symbol}`);
  const change = basisPoints(move);
  const up = change >= 0;
  const headlines = up
    ? [
        `${move.name} jumps ${formatBasisPoints(Math.abs(change))}`,
        `${move.symbol} climbs ${formatBasisPoints(Math.abs(change))}, among the day's biggest gains`,
      ]
    : [
        `${move.name} drops ${formatBasisPoints(Math.abs(change))}`,
        `${move.symbol} falls ${formatBasisPoints(Math.abs(change))}, among the day's biggest losses`,
      ];
  const sectorName = sectorNames.get(move.sector) ?? move.sector;
  return {
    id: `${date}-mover-${move.symbol}`,
    headline: headlines[random.pick(headlines.length)] as string,
    summary: `${move.name} (${move.symbol}) ${up ? 'rose' : 'fell'} ${formatBasisPoints(Math.abs(change))} to ${formatCents(move.closeCents)} on ${formatWeekdayLongDate(date)}.`,
    body: [
      `Shares of ${move.name} (${move.symbol}) closed at ${formatCents(move.closeCents)} on ${formatWeekdayLongDate(date)}, ${
        up ? 'up' : 'down'
      } ${formatBasisPoints(Math.abs(change))} from the previous close of ${formatCents(move.previousCloseCents)}.`,
      `The ${sectorName} sector moved ${sectorAverage >= 0 ? 'up' : 'down'} ${formatBasisPoints(Math.abs(sectorAverage))} on average the same day.`,
      disclaimer,
    ].join('\n\n'),
    source: newsSources[random.pick(newsSources.length)] as string,
    minutesAfterClose: 20 + 10 * rank,
    symbols: [move.symbol],
    sectors: [move.sector],
  };
}

function sectorStory(date: string, moves: readonly DayMove[]): Story | null {
  const averages = sectorAverages(moves).sort((a, b) => Math.abs(b.basisPoints) - Math.abs(a.basisPoints));
  const top = averages[0];
  if (!top) return null;
  const random = seededRandom(`news:${date}:sector:${top.sector}`);
  const name = sectorNames.get(top.sector) ?? top.sector;
  const members = moves
    .filter(({ sector }) => sector === top.sector)
    .sort((a, b) => Math.abs(basisPoints(b)) - Math.abs(basisPoints(a)) || (a.symbol < b.symbol ? -1 : 1))
    .slice(0, 3);
  const up = top.basisPoints >= 0;
  const headlines = [
    `${name} ${up ? 'gains' : 'loses'} ${formatBasisPoints(Math.abs(top.basisPoints))} on average`,
    `${name} moves most of any sector`,
  ];
  return {
    id: `${date}-sector-${top.sector}`,
    headline: headlines[random.pick(headlines.length)] as string,
    summary: `${name} moved more than any other sector on ${formatWeekdayLongDate(date)}, ${up ? 'up' : 'down'} ${formatBasisPoints(Math.abs(top.basisPoints))} on average.`,
    body: [
      `${name} ${up ? 'rose' : 'fell'} ${formatBasisPoints(Math.abs(top.basisPoints))} on average on ${formatWeekdayLongDate(date)}, more than any other sector.`,
      members
        .map(
          (move) =>
            `${move.name} (${move.symbol}) ${basisPoints(move) >= 0 ? 'rose' : 'fell'} ${formatBasisPoints(Math.abs(basisPoints(move)))}`,
        )
        .join('; ')
        .concat('.'),
      disclaimer,
    ].join('\n\n'),
    source: newsSources[random.pick(newsSources.length)] as string,
    minutesAfterClose: 45,
    symbols: members.map(({ symbol }) => symbol),
    sectors: [top.sector],
  };
}

/** The stories of a trading day: the wrap, one or two movers (the biggest always), the sector that moved most. */
export function storiesOfDay(date: string, moves: readonly DayMove[]): Story[] {
  const ranked = [...moves].sort(
    (a, b) => Math.abs(basisPoints(b)) - Math.abs(basisPoints(a)) || (a.symbol < b.symbol ? -1 : 1),
  );
  const movers = ranked
    .filter((move, i) => i === 0 || Math.abs(basisPoints(move)) >= MOVER_THRESHOLD)
    .slice(0, MAX_MOVERS);
  const averages = new Map(sectorAverages(moves).map(({ sector, basisPoints: value }) => [sector, value]));
  return [
    marketWrap(date, moves),
    ...movers.map((move, rank) => moverStory(date, move, rank, averages.get(move.sector) ?? 0)),
    sectorStory(date, moves),
  ].filter((story): story is Story => story !== null);
}
