// Explore: every sector and theme with its assets and their prices, in the contract's order, so the
// sector and theme pages and a managed portfolio's theme choice read the same membership.
import { type Explore, marketSectors, marketThemes } from '@fernleaf/contract/market';
import { assetPriceOf } from './asset-quotes.ts';
import type { MarketData } from './market-data.ts';

export function exploreOf(market: MarketData, now: Date): Explore {
  const prices = [...market.assets()]
    .sort((a, b) => (a.symbol < b.symbol ? -1 : 1))
    .map((asset) => assetPriceOf(market, asset, now));
  return {
    pricesAreSimulated: true,
    sectors: marketSectors.flatMap(({ id, name }) => {
      const assets = prices.filter((price) => price.sector === id);
      return assets.length > 0 ? [{ id, name, assets }] : [];
    }),
    themes: marketThemes.map(({ id, name, description }) => ({
      id,
      name,
      description,
      assets: prices.filter((price) => price.themes.includes(id)),
    })),
  };
}
