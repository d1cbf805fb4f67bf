// What adding or removing a theme does to the account's targets, for the theme's page to show before
// the member decides: the contract's own weights with and without it, so the page and the job agree.
import type { ThemeFund } from '@fernleaf/contract/investing-portfolios';
import type { RiskTolerance } from '@fernleaf/contract/investing-risk';
import { targetWeights } from '@fernleaf/contract/investing-targets';

export interface TargetRow {
  symbol: string;
  name: string;
  /** Basis points now, and after the change; 0 where the fund is not a target. */
  nowBps: number;
  afterBps: number;
}

export function themeChangeRows(
  model: RiskTolerance,
  themes: readonly ThemeFund[],
  theme: ThemeFund,
  action: 'ADD' | 'REMOVE',
): TargetRow[] {
  const now = targetWeights(model, themes);
  const after = targetWeights(
    model,
    action === 'ADD' ? [...themes, theme] : themes.filter((symbol) => symbol !== theme),
  );
  const symbols = [...new Set([...now, ...after].map((target) => target.symbol))];
  const names = new Map([...now, ...after].map((target) => [target.symbol, target.name]));
  return symbols.map((symbol) => ({
    symbol,
    name: names.get(symbol) ?? symbol,
    nowBps: now.find((target) => target.symbol === symbol)?.targetBps ?? 0,
    afterBps: after.find((target) => target.symbol === symbol)?.targetBps ?? 0,
  }));
}
