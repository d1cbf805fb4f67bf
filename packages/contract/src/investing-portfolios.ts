// The managed account's model portfolios (docs/decisions/042-investing-accounts-and-risk.md): one
// diversified mix of broad, low-cost index ETFs per risk tolerance, as target weights in basis points
// (10,000 = the whole account), and the themes a member may add later. Names only: prices come from
// the market sandbox, and no return is projected anywhere.
import type { RiskTolerance } from './investing-risk.ts';

export const coreFunds = {
  VTI: 'Vanguard Total Stock Market ETF',
  VXUS: 'Vanguard Total International Stock ETF',
  BND: 'Vanguard Total Bond Market ETF',
  BNDX: 'Vanguard Total International Bond ETF',
  VNQ: 'Vanguard Real Estate ETF',
  VTIP: 'Vanguard Short-Term Inflation-Protected Securities ETF',
} as const;
export type CoreFund = keyof typeof coreFunds;

/** Themes a member can add to a managed account later; never part of a model on their own. */
export const themeFunds = {
  ICLN: { name: 'iShares Global Clean Energy ETF', theme: 'Clean energy' },
  SOXX: { name: 'iShares Semiconductor ETF', theme: 'Semiconductors' },
  XLV: { name: 'Health Care Select Sector SPDR Fund', theme: 'Health care' },
  ESGU: { name: 'iShares ESG Aware MSCI USA ETF', theme: 'Environmental, social and governance' },
} as const;
export type ThemeFund = keyof typeof themeFunds;

export const basisPointsWhole = 10_000;

export type ModelPortfolio = Readonly<Record<CoreFund, number>>;

/**
 * Stocks (US and international, about 2:1) rise and bonds fall with the level; every model holds all
 * six funds so even the most aggressive keeps some bonds and the most conservative some stocks, and
 * inflation-protected bonds weigh most where the money is needed soonest.
 */
export const modelPortfolios: Readonly<Record<RiskTolerance, ModelPortfolio>> = {
  CONSERVATIVE: { VTI: 1400, VXUS: 600, BND: 4800, BNDX: 2000, VNQ: 200, VTIP: 1000 },
  MODERATELY_CONSERVATIVE: { VTI: 2400, VXUS: 1200, BND: 3600, BNDX: 1500, VNQ: 500, VTIP: 800 },
  MODERATE: { VTI: 3500, VXUS: 2000, BND: 2500, BNDX: 1000, VNQ: 500, VTIP: 500 },
  MODERATELY_AGGRESSIVE: { VTI: 4500, VXUS: 2700, BND: 1500, BNDX: 600, VNQ: 500, VTIP: 200 },
  AGGRESSIVE: { VTI: 5400, VXUS: 3300, BND: 500, BNDX: 200, VNQ: 500, VTIP: 100 },
};

/** Share of the model in stock funds (US, international and real estate), in basis points. */
export function stockShare(model: ModelPortfolio): number {
  return model.VTI + model.VXUS + model.VNQ;
}
