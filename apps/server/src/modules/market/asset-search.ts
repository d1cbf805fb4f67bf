// The watchlist's search: a member types a ticker or part of a name. A symbol that matches exactly comes
// first, then symbols that start with what was typed, then names with a word that starts with it, then
// names that contain it anywhere; ties in symbol order, so the list never reshuffles between keystrokes.
import type { ListedAsset } from './market-data.ts';

/** At most this many results: a search box shows a short list, the member types more to narrow it. */
export const SEARCH_RESULT_LIMIT = 20;

function rankOf(asset: ListedAsset, query: string): number | null {
  const symbol = asset.symbol;
  const upper = query.toUpperCase();
  if (symbol === upper) return 0;
  if (symbol.startsWith(upper)) return 1;
  const name = asset.name.toLowerCase();
  const lower = query.toLowerCase();
  if (name.split(/[^a-z0-9&]+/).some((word) => word.startsWith(lower))) return 2;
  if (name.includes(lower)) return 3;
  return null;
}

/** The assets matching `query` (trimmed, non-empty), best first. */
export function searchAssets(assets: readonly ListedAsset[], query: string): ListedAsset[] {
  const text = query.trim().replace(/\s+/g, ' ');
  return assets
    .flatMap((asset) => {
      const rank = rankOf(asset, text);
      return rank === null ? [] : [{ asset, rank }];
    })
    .sort((a, b) => a.rank - b.rank || (a.asset.symbol < b.asset.symbol ? -1 : 1))
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ asset }) => asset);
}
