import { describe, expect, it } from 'vitest';
import { dayMovers } from './movers';

const asset = (symbol: string, dayChangeBasisPoints: number) => ({ symbol, dayChangeBasisPoints });

describe('dayMovers', () => {
  it('takes each asset once across groups, the largest rises and falls first, unchanged in neither', () => {
    const movers = dayMovers(
      [
        { assets: [asset('NVDA', 420), asset('AAPL', -150), asset('KO', 0)] },
        { assets: [asset('NVDA', 420), asset('XOM', -310), asset('MSFT', 90)] },
      ],
      2,
    );
    expect(movers.gainers.map((mover) => mover.symbol)).toEqual(['NVDA', 'MSFT']);
    expect(movers.losers.map((mover) => mover.symbol)).toEqual(['XOM', 'AAPL']);
  });

  it('orders equal changes by symbol', () => {
    const movers = dayMovers([{ assets: [asset('VTI', 100), asset('BND', 100), asset('AMD', -5), asset('ACN', -5)] }]);
    expect(movers.gainers.map((mover) => mover.symbol)).toEqual(['BND', 'VTI']);
    expect(movers.losers.map((mover) => mover.symbol)).toEqual(['ACN', 'AMD']);
  });
});
