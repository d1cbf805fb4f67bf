import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT, searchAssets } from './asset-search.ts';
import type { ListedAsset } from './market-data.ts';

const asset = (symbol: string, name: string): ListedAsset => ({
  symbol,
  name,
  kind: 'STOCK',
  sector: 'technology',
  themes: [],
});
const assets = [
  asset('VTI', 'Vanguard Total Stock Market ETF'),
  asset('V', 'Visa Inc. Class A'),
  asset('AVGO', 'Broadcom Inc.'),
  asset('BND', 'Vanguard Total Bond Market ETF'),
  asset('PG', 'The Procter & Gamble Company'),
];
const symbols = (query: string) => searchAssets(assets, query).map(({ symbol }) => symbol);

describe('searchAssets', () => {
  it('ranks the exact symbol, then symbol prefixes, then name words, then names containing the text', () => {
    expect(symbols('v')).toEqual(['V', 'VTI', 'BND']);
    expect(symbols('VT')).toEqual(['VTI']);
    expect(symbols('avg')).toEqual(['AVGO']);
    expect(symbols('com')).toEqual(['PG', 'AVGO']); // "Company" is a word; "Broadcom" only contains it
  });

  it('reads any case and extra spaces', () => {
    expect(symbols('  total   BOND ')).toEqual(['BND']);
    expect(symbols('procter & gamble')).toEqual(['PG']);
  });

  it('answers nothing for text no asset has', () => {
    expect(symbols('zzz')).toEqual([]);
  });

  it('keeps the list short', () => {
    const many = Array.from({ length: 30 }, (_, i) => asset(`A${String(i).padStart(2, '0')}`, 'Alpha'));
    expect(searchAssets(many, 'a')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(searchAssets(many, 'a')[0]?.symbol).toBe('A00');
  });
});
