// What the managed account's page shows of the positions call: pure arithmetic on integer cents and
// millionths of a share, so it is tested on its own and the page only lays it out.
import { themeFunds } from '@fernleaf/contract/investing-portfolios';

export interface PositionInput {
  symbol: string;
  name: string;
  quantityMicros: number;
  marketValueCents: number;
  unrealisedCents: number;
}

export interface CashInput {
  availableCents: number;
  pendingInCents: number;
  heldForOrdersCents: number;
}

export interface HoldingRow {
  symbol: string;
  name: string;
  quantityMicros: number;
  marketValueCents: number;
  unrealisedCents: number;
  /** The model's target in basis points; null for a fund outside the model (a theme, say). */
  targetBasisPoints: number | null;
}

/**
 * Cash of every kind plus the holdings at the last simulated price. Cash held for a waiting buy is
 * still the member's until the order fills, and pending cash (a sale not yet settled) is theirs too.
 */
export function accountValueCents(cash: CashInput, positions: readonly PositionInput[]): number {
  const held = positions.reduce((sum, position) => sum + position.marketValueCents, 0);
  return cash.availableCents + cash.pendingInCents + cash.heldForOrdersCents + held;
}

/** A fund the account aims for: its model's and its themes' (contract `targetWeights`). */
export interface TargetInput {
  symbol: string;
  name: string;
  targetBps: number;
}

/**
 * Every target fund, held or not yet (a new account holds only cash until the first buy), then any
 * other fund held, each with its target; funds the account no longer holds and the targets do not
 * name drop out. Ordered as the targets list them (the model's funds, then its themes), the others
 * after by symbol.
 */
export function holdingRows(positions: readonly PositionInput[], targets: readonly TargetInput[] | null): HoldingRow[] {
  const bySymbol = new Map(positions.map((position) => [position.symbol, position]));
  const targetRows: HoldingRow[] = (targets ?? []).map((target) => {
    const held = bySymbol.get(target.symbol);
    return {
      symbol: target.symbol,
      name: held?.name || target.name,
      quantityMicros: held?.quantityMicros ?? 0,
      marketValueCents: held?.marketValueCents ?? 0,
      unrealisedCents: held?.unrealisedCents ?? 0,
      targetBasisPoints: target.targetBps,
    };
  });
  const targeted = new Set(targetRows.map((row) => row.symbol));
  const others = positions
    .filter((position) => !targeted.has(position.symbol) && position.quantityMicros > 0)
    .sort((a, b) => a.symbol.localeCompare(b.symbol))
    .map((position) => ({ ...pick(position), targetBasisPoints: null }));
  return [...targetRows, ...others];
}

function pick({ symbol, name, quantityMicros, marketValueCents, unrealisedCents }: PositionInput) {
  return { symbol, name: name || themeName(symbol), quantityMicros, marketValueCents, unrealisedCents };
}

function themeName(symbol: string): string {
  return symbol in themeFunds ? themeFunds[symbol as keyof typeof themeFunds].name : symbol;
}
