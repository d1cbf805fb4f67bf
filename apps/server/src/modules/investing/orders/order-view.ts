// An order as the API answers it: bigints as numbers (cents and millionths stay far below 2^53).
import type { InvestmentOrderView } from '@fernleaf/contract/investing-money';
import { jsonCents } from '../../../platform/json-cents.ts';
import type { InvestmentOrderRow } from './order-repo.ts';
import type { TradeExplanation } from './trade-explanations.ts';

const numberOrNull = (value: bigint | null) => (value === null ? null : Number(value));

export function orderView(row: InvestmentOrderRow, explanation?: TradeExplanation): InvestmentOrderView {
  return {
    orderId: row.id,
    symbol: row.symbol,
    side: row.side,
    sizing: row.sizing,
    requestedCents: numberOrNull(row.requestedCents),
    requestedMicros: numberOrNull(row.requestedMicros),
    status: row.status,
    estimatedPriceCents: jsonCents(row.estimatedPriceCents),
    holdCents: jsonCents(row.holdCents),
    placedAt: row.placedAt.toISOString(),
    fillsAt: row.fillsAt.toISOString(),
    filledAt: row.filledAt?.toISOString() ?? null,
    tradeDate: row.tradeDate,
    fillPriceCents: numberOrNull(row.fillPriceCents),
    filledMicros: numberOrNull(row.filledMicros),
    amountCents: numberOrNull(row.amountCents),
    settlesOn: row.settlesOn,
    settled: row.settledAt !== null,
    rejectionReason: row.rejectionReason,
    reason: row.reason,
    taxEstimate: explanation?.taxEstimate ?? null,
  };
}
