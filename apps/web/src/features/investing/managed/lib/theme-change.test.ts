import { describe, expect, it } from 'vitest';
import { themeChangeRows } from './theme-change';

describe('themeChangeRows', () => {
  it('shows the stock funds giving up what a new theme takes, the bonds unchanged', () => {
    const rows = themeChangeRows('MODERATE', [], 'ICLN', 'ADD');
    expect(rows.map((row) => [row.symbol, row.nowBps, row.afterBps])).toEqual([
      ['VTI', 3_500, 2_916],
      ['VXUS', 2_000, 1_667],
      ['BND', 2_500, 2_500],
      ['BNDX', 1_000, 1_000],
      ['VNQ', 500, 417],
      ['VTIP', 500, 500],
      ['ICLN', 0, 1_000],
    ]);
  });

  it('gives a removed theme back to the stock funds and keeps the other theme', () => {
    const rows = themeChangeRows('AGGRESSIVE', ['SOXX', 'XLV'], 'SOXX', 'REMOVE');
    expect(rows.find((row) => row.symbol === 'SOXX')).toMatchObject({ nowBps: 1_000, afterBps: 0 });
    expect(rows.find((row) => row.symbol === 'XLV')).toMatchObject({ nowBps: 1_000, afterBps: 1_000 });
    expect(rows.reduce((sum, row) => sum + row.afterBps, 0)).toBe(10_000);
  });
});
