import { describe, expect, it } from 'vitest';
import { basisPointsWhole, modelPortfolios, stockShare, type ThemeFund } from './investing-portfolios.ts';
import { riskTolerances } from './investing-risk.ts';
import { maxThemes, targetWeights, themeFundSymbols, themeShareBps } from './investing-targets.ts';

const sum = (targets: readonly { targetBps: number }[]) =>
  targets.reduce((total, target) => total + target.targetBps, 0);
const weightOf = (targets: readonly { symbol: string; targetBps: number }[], symbol: string) =>
  targets.find((target) => target.symbol === symbol)?.targetBps;

describe('the targets of a managed account', () => {
  it('are the model itself without themes', () => {
    const targets = targetWeights('MODERATE', []);
    expect(targets.map((target) => [target.symbol, target.targetBps])).toEqual(
      Object.entries(modelPortfolios.MODERATE),
    );
  });

  it('give a theme 10% taken from the stock funds in proportion, leaving the bonds as they were', () => {
    const targets = targetWeights('MODERATE', ['ICLN']);
    // Stocks are VTI 35, VXUS 20, VNQ 5 (60 in all): the 10 points come off as 35:20:5, 5.83, 3.33
    // and 0.83 points, the basis point left by rounding going to the first of the tied remainders.
    expect(weightOf(targets, 'ICLN')).toBe(1_000);
    expect(weightOf(targets, 'VTI')).toBe(3_500 - 584);
    expect(weightOf(targets, 'VXUS')).toBe(2_000 - 333);
    expect(weightOf(targets, 'VNQ')).toBe(500 - 83);
    expect(weightOf(targets, 'BND')).toBe(2_500);
    expect(weightOf(targets, 'BNDX')).toBe(1_000);
    expect(weightOf(targets, 'VTIP')).toBe(500);
    expect(sum(targets)).toBe(basisPointsWhole);
  });

  it('list the themes after the model in the order they were added, once each and at most two', () => {
    const targets = targetWeights('AGGRESSIVE', ['XLV', 'SOXX', 'XLV', 'ICLN']);
    expect(targets.slice(6).map((target) => [target.symbol, target.theme])).toEqual([
      ['XLV', 'Health care'],
      ['SOXX', 'Semiconductors'],
    ]);
    expect(targets).toHaveLength(6 + maxThemes);
  });

  it('add up to exactly 10,000 with the stock share unchanged for every model and choice of themes', () => {
    const choices: ThemeFund[][] = [[]];
    for (const first of themeFundSymbols) {
      choices.push([first]);
      for (const second of themeFundSymbols) if (second !== first) choices.push([first, second]);
    }
    for (const tolerance of riskTolerances) {
      const model = modelPortfolios[tolerance];
      for (const themes of choices) {
        const targets = targetWeights(tolerance, themes);
        expect(sum(targets)).toBe(basisPointsWhole);
        for (const target of targets) expect(target.targetBps).toBeGreaterThan(0);
        const stocksAndThemes = ['VTI', 'VXUS', 'VNQ', ...themes].reduce(
          (total, symbol) => total + (weightOf(targets, symbol) ?? 0),
          0,
        );
        expect(stocksAndThemes).toBe(stockShare(model));
      }
    }
  });

  it('keep two themes to at most half of a model with few stocks', () => {
    // Conservative holds 22% in stock funds: each theme takes 5.5%, so the broad funds keep 11%.
    expect(themeShareBps(modelPortfolios.CONSERVATIVE)).toBe(550);
    expect(themeShareBps(modelPortfolios.MODERATELY_CONSERVATIVE)).toBe(1_000);
    const targets = targetWeights('CONSERVATIVE', ['ICLN', 'XLV']);
    expect((weightOf(targets, 'ICLN') ?? 0) + (weightOf(targets, 'XLV') ?? 0)).toBe(1_100);
  });
});
