// A managed account's targets (decision 076): its model portfolio plus the themes the
// member added. Pure, so the server's job and the web's allocation page compute the same weights.
// Each theme takes a fixed share of the account from the model's stock funds (VTI, VXUS, VNQ) in
// proportion to their weights: the split between stocks and bonds the risk profile chose stays as it
// was, and only what the stocks are changes. No return is projected anywhere here.

import { allocateCents } from './allocate-cents.ts';
import {
  type CoreFund,
  coreFunds,
  type ModelPortfolio,
  modelPortfolios,
  stockShare,
  type ThemeFund,
  themeFunds,
} from './investing-portfolios.ts';
import type { RiskTolerance } from './investing-risk.ts';

export const themeFundSymbols = Object.keys(themeFunds) as [ThemeFund, ...ThemeFund[]];

/** At most two themes: more would make the themes, not the model, the account. */
export const maxThemes = 2;

/** What a theme takes of the account in basis points, unless its model has few stocks (see themeShareBps). */
export const themeShareWholeBps = 1_000;

/** What each theme fund holds and why it is riskier than the broad funds it replaces a part of. */
export const themeDetails: Record<ThemeFund, { holds: string; risk: string }> = {
  ICLN: {
    holds:
      'About a hundred companies around the world that make solar panels, wind turbines and other clean power, and the utilities that run them.',
    risk: 'High: a narrow industry that rises and falls with energy prices, interest rates and government policy. Its price swings more than the broad stock funds.',
  },
  SOXX: {
    holds: 'About thirty US-listed companies that design, make and sell computer chips and chip-making equipment.',
    risk: 'High: a few large companies weigh most, and chip demand runs in cycles. Its price swings more than the broad stock funds.',
  },
  XLV: {
    holds: 'The health care companies of the S&P 500: drug makers, insurers, hospitals and medical device makers.',
    risk: 'Moderate to high: one sector of the US market, exposed to drug approvals and health policy. Steadier than most sector funds, but less diversified than the broad stock funds.',
  },
  ESGU: {
    holds:
      'Large and mid-sized US companies chosen for their environmental, social and governance ratings, weighted close to the whole US market.',
    risk: 'Similar to the US stock market: it holds hundreds of companies, tilted by their ratings rather than by industry.',
  },
};

export function isThemeFund(symbol: string): symbol is ThemeFund {
  return symbol in themeFunds;
}

/**
 * What each theme takes of the account: 10%, or a quarter of the model's stock funds when that is
 * less, so two themes never take more than half of the stocks (the Conservative model, 22% stocks,
 * gives 5.5% to each theme).
 */
export function themeShareBps(model: ModelPortfolio): number {
  return Math.min(themeShareWholeBps, Math.floor(stockShare(model) / 4));
}

const stockFunds: readonly CoreFund[] = ['VTI', 'VXUS', 'VNQ'];

export interface TargetWeight {
  symbol: CoreFund | ThemeFund;
  name: string;
  /** Basis points of the account's value; every target of an account adds up to 10,000. */
  targetBps: number;
  /** The theme's name for a theme fund; null for a fund of the model. */
  theme: string | null;
}

/**
 * The model's funds (in the model's order) then the themes (in the order added), each with its target.
 * The stock funds give up the themes' total in proportion to their weights, by largest remainder, so
 * the targets add up to exactly 10,000 basis points.
 */
export function targetWeights(tolerance: RiskTolerance, themes: readonly ThemeFund[]): TargetWeight[] {
  const model = modelPortfolios[tolerance];
  const unique = [...new Set(themes)].slice(0, maxThemes);
  const share = themeShareBps(model);
  const taken = share * unique.length;
  // The share the themes take comes from the stock funds in proportion to their targets, split by
  // largest remainder (basis points here, not cents) so the cuts add up to exactly what is taken.
  const split = allocateCents(
    BigInt(taken),
    stockFunds.map((fund) => BigInt(model[fund])),
  );
  const cuts = new Map<CoreFund, number>(stockFunds.map((fund, index) => [fund, Number(split[index])]));
  const core = (Object.keys(model) as CoreFund[]).map((symbol) => ({
    symbol,
    name: coreFunds[symbol],
    targetBps: model[symbol] - (cuts.get(symbol) ?? 0),
    theme: null,
  }));
  const added = unique.map((symbol) => ({
    symbol,
    name: themeFunds[symbol].name,
    targetBps: share,
    theme: themeFunds[symbol].theme,
  }));
  return [...core, ...added];
}
