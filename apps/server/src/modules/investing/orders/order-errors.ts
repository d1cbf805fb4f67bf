// The refusals of market orders, each naming the field the member changes to fix it.
import { errorCodes } from '@fernleaf/contract/errors';
import type { MarketOrderRequest } from '@fernleaf/contract/investing-money';
import { formatShareQuantity } from '@fernleaf/contract/quantity';
import { AppError, validationFailed } from '../../../platform/errors.ts';

/** The field that sized the order: where a refusal about its size belongs. */
export function sizeFieldOf(request: MarketOrderRequest): 'amountCents' | 'quantityMicros' | 'sellAll' {
  if (request.amountCents !== undefined) return 'amountCents';
  if (request.sellAll) return 'sellAll';
  return 'quantityMicros';
}

export function notEnoughCash(request: MarketOrderRequest, waits: boolean): AppError {
  const message = waits
    ? 'This order would cost more than the cash available to invest, with a margin for the opening price. Try a smaller order or add cash.'
    : 'This order would cost more than the cash available to invest. Try a smaller order or add cash.';
  return new AppError(422, errorCodes.INSUFFICIENT_FUNDS, 'Not enough cash', message, {
    [sizeFieldOf(request)]: message,
  });
}

export function notEnoughShares(request: MarketOrderRequest, sellableMicros: bigint): AppError {
  const message =
    sellableMicros === 0n
      ? `You hold no ${request.symbol} shares that are not already in a waiting sale.`
      : `You can sell at most ${formatShareQuantity(sellableMicros)} ${request.symbol} shares.`;
  return new AppError(422, errorCodes.INSUFFICIENT_SHARES, 'Not enough shares', message, {
    [sizeFieldOf(request)]: message,
  });
}

export function unknownSymbol(): AppError {
  return validationFailed({ symbol: 'Choose a stock or fund listed on the market' });
}

export function managedAccountTrades(): AppError {
  return new AppError(
    409,
    errorCodes.ORDER_NOT_ACCEPTED,
    'Managed by your portfolio',
    'A managed account trades by its model portfolio. Trade from a self-directed account.',
    { accountId: 'Choose your self-directed account.' },
  );
}

export function worthUnderACent(request: MarketOrderRequest): AppError {
  const message = 'This order is worth less than a cent at the current price. Enter a larger quantity.';
  return new AppError(422, errorCodes.ORDER_NOT_ACCEPTED, 'Order too small', message, {
    [sizeFieldOf(request)]: message,
  });
}
