// The day's movers for explore: every listed asset once (an asset sits in one sector but may be in
// several themes), the largest rises and the largest falls by the day's change in basis points.

export interface MoverInput {
  symbol: string;
  dayChangeBasisPoints: number;
}

export interface Movers<T extends MoverInput> {
  gainers: T[];
  losers: T[];
}

/**
 * Up to `count` assets that rose most and `count` that fell most today; an unchanged asset is in
 * neither list. Ties go by symbol, so the lists do not reorder between two reads of the same prices.
 */
export function dayMovers<T extends MoverInput>(groups: readonly { assets: readonly T[] }[], count = 5): Movers<T> {
  const bySymbol = new Map<string, T>();
  for (const group of groups) for (const asset of group.assets) bySymbol.set(asset.symbol, asset);
  const all = [...bySymbol.values()];
  const bySymbolName = (a: T, b: T) => a.symbol.localeCompare(b.symbol);
  return {
    gainers: all
      .filter((asset) => asset.dayChangeBasisPoints > 0)
      .sort((a, b) => b.dayChangeBasisPoints - a.dayChangeBasisPoints || bySymbolName(a, b))
      .slice(0, count),
    losers: all
      .filter((asset) => asset.dayChangeBasisPoints < 0)
      .sort((a, b) => a.dayChangeBasisPoints - b.dayChangeBasisPoints || bySymbolName(a, b))
      .slice(0, count),
  };
}
