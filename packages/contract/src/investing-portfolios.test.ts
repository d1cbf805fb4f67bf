import { describe, expect, it } from 'vitest';
import { basisPointsWhole, coreFunds, modelPortfolios, stockShare, themeFunds } from './investing-portfolios.ts';
import { riskTolerances } from './investing-risk.ts';

describe('the model portfolios', () => {
  it('give each risk tolerance one model of the six core funds, in whole basis points summing to 10,000', () => {
    expect(Object.keys(modelPortfolios).sort()).toEqual([...riskTolerances].sort());
    for (const model of Object.values(modelPortfolios)) {
      expect(Object.keys(model).sort()).toEqual(Object.keys(coreFunds).sort());
      for (const weight of Object.values(model)) {
        expect(Number.isInteger(weight)).toBe(true);
        // Diversified: every level holds some of every fund, none more than 60%.
        expect(weight).toBeGreaterThan(0);
        expect(weight).toBeLessThanOrEqual(6_000);
      }
      expect(Object.values(model).reduce((sum, weight) => sum + weight, 0)).toBe(basisPointsWhole);
    }
  });

  it('hold more in stocks as the tolerance rises', () => {
    const shares = riskTolerances.map((tolerance) => stockShare(modelPortfolios[tolerance]));
    for (let index = 1; index < shares.length; index++) {
      expect(shares[index]).toBeGreaterThan(shares[index - 1] as number);
    }
  });

  it('keep themes out of the models', () => {
    for (const model of Object.values(modelPortfolios)) {
      for (const theme of Object.keys(themeFunds)) expect(model).not.toHaveProperty(theme);
    }
    expect(Object.keys(themeFunds)).toEqual(['ICLN', 'SOXX', 'XLV', 'ESGU']);
  });
});
