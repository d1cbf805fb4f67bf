// Money in an investment account (decision 043): moving cash between checking and the account, and
// (with the orders) what the account holds. Cash is integer cents; shares are integer millionths.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

const accountParams = z.object({ accountId: z.uuid({ error: 'Choose one of your investment accounts' }) });

export const investmentTransferDirections = ['DEPOSIT', 'WITHDRAWAL'] as const;
export type InvestmentTransferDirection = (typeof investmentTransferDirections)[number];

/** The most one transfer moves: a typo of a few zeros is refused rather than moved. */
export const maxInvestmentTransferCents = 10_000_000;

export const investmentTransferSchema = z.object({
  transferId: z.string(),
  /** DEPOSIT: checking to the investment account; WITHDRAWAL: back to checking. */
  direction: z.enum(investmentTransferDirections),
  amountCents: z.number().int(),
  /** The investment account's cash that may be invested or withdrawn after the transfer. */
  availableBalance: z.number().int(),
  /** Checking's available balance after the transfer. */
  checkingAvailableBalance: z.number().int(),
  createdAt: z.string(),
});
export type InvestmentTransferView = z.infer<typeof investmentTransferSchema>;

/**
 * Moves cash between the member's checking account and one of their investment accounts, at once
 * (both are the platform's own books). A withdrawal takes only settled cash not held for an order.
 */
export const transferInvestmentCash = defineCall({
  method: 'POST',
  path: '/investment/accounts/:accountId/transfers',
  summary: 'Moves cash from checking into an investment account, or from the account back to checking',
  tag: 'investing',
  access: 'member',
  idempotent: true,
  params: accountParams,
  body: z.object({
    direction: z.enum(investmentTransferDirections, { error: 'Choose DEPOSIT or WITHDRAWAL' }),
    amountCents: z
      .number({ error: 'Enter an amount in cents' })
      .int({ error: 'Enter a whole number of cents' })
      .min(1, { error: 'Enter an amount of at least 1 cent' })
      .max(maxInvestmentTransferCents, { error: 'Enter at most $100,000.00 in one transfer' }),
  }),
  response: investmentTransferSchema,
});

export const orderSides = ['BUY', 'SELL'] as const;
export const orderSizings = ['AMOUNT', 'QUANTITY', 'ALL'] as const;
/** CANCELLED: a waiting order withdrawn before the open (closing the account cancels them). */
export const orderStatuses = ['WAITING', 'FILLED', 'REJECTED', 'CANCELLED'] as const;

/** Whole millionths of a share: 1_500_000 is one and a half shares. */
const micros = z
  .number({ error: 'Enter a quantity in millionths of a share' })
  .int({ error: 'Enter whole millionths of a share' });

/**
 * A market order: a buy for a dollar amount (`amountCents`) or a quantity (`quantityMicros`), a sale of
 * a quantity or of everything held (`sellAll`). Exactly one of them, else 400 naming the field.
 */
export const marketOrderSchema = z
  .object({
    symbol: z
      .string({ error: 'Choose a stock or fund' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z.]{1,8}$/, { error: 'Choose a stock or fund' }),
    side: z.enum(orderSides, { error: 'Choose BUY or SELL' }),
    amountCents: z
      .number({ error: 'Enter an amount in cents' })
      .int({ error: 'Enter a whole number of cents' })
      .min(100, { error: 'Buy at least $1.00' })
      .max(maxInvestmentTransferCents, { error: 'Enter at most $100,000.00 in one order' })
      .optional(),
    quantityMicros: micros
      .min(1, { error: 'Enter a quantity above zero' })
      .max(1_000_000_000_000, { error: 'Enter at most 1,000,000 shares' })
      .optional(),
    sellAll: z.literal(true, { error: 'Send sellAll as true or leave it out' }).optional(),
  })
  .superRefine((order, context) => {
    const given = [order.amountCents, order.quantityMicros, order.sellAll].filter((value) => value !== undefined);
    if (given.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['quantityMicros'],
        message: 'Give exactly one of an amount, a quantity or sell all',
      });
    } else if (order.side === 'SELL' && order.amountCents !== undefined) {
      context.addIssue({ code: 'custom', path: ['amountCents'], message: 'Sell a quantity of shares, or all of them' });
    } else if (order.side === 'BUY' && order.sellAll !== undefined) {
      context.addIssue({ code: 'custom', path: ['sellAll'], message: 'Buy by an amount or a quantity' });
    }
  });
export type MarketOrderRequest = z.output<typeof marketOrderSchema>;

export const orderPreviewSchema = z.object({
  symbol: z.string(),
  side: z.enum(orderSides),
  marketOpen: z.boolean(),
  /** The last trade, or the last close while the market is shut: a market order may fill away from it. */
  estimatedPriceCents: z.number().int(),
  estimatedQuantityMicros: z.number().int(),
  /** What a buy is estimated to cost, or a sale to bring in, in cents. */
  estimatedAmountCents: z.number().int(),
  /** Cash held for a buy placed while the market is shut (the estimate and a margin for the opening price). */
  holdCents: z.number().int(),
  /** ISO timestamp: now while the market is open, else the next opening bell. */
  fillsAt: z.string(),
  availableCashCents: z.number().int(),
  /** Shares that may be sold: held, less what waiting sales already promised. */
  sellableMicros: z.number().int(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/**
 * The estimated tax effect of a sale, from the lots it took (first in, first out): each lot's gain or
 * loss, short-term when held one year or less. An estimate, never tax advice (`note` says so).
 */
export const saleTaxEstimateSchema = z.object({
  lots: z.array(
    z.object({
      orderId: z.string(),
      acquiredOn: z.string(),
      quantityMicros: z.number().int(),
      costCents: z.number().int(),
      proceedsCents: z.number().int(),
      gainCents: z.number().int(),
      term: z.enum(['SHORT_TERM', 'LONG_TERM']),
    }),
  ),
  shortTermGainCents: z.number().int(),
  longTermGainCents: z.number().int(),
  note: z.string(),
});
export type SaleTaxEstimate = z.infer<typeof saleTaxEstimateSchema>;

/** Why the managed account traded, and for a filled sale the lots it sold and their estimated tax. */
const tradeExplanation = {
  /** Plain words from the managed account's job; null for the member's own orders. */
  reason: z.string().nullable().optional(),
  /** A filled sale's lots and estimated tax effect; null otherwise. */
  taxEstimate: saleTaxEstimateSchema.nullable().optional(),
};

export const investmentOrderSchema = z.object({
  orderId: z.string(),
  symbol: z.string(),
  side: z.enum(orderSides),
  sizing: z.enum(orderSizings),
  requestedCents: z.number().int().nullable(),
  requestedMicros: z.number().int().nullable(),
  status: z.enum(orderStatuses),
  estimatedPriceCents: z.number().int(),
  holdCents: z.number().int(),
  placedAt: z.string(),
  fillsAt: z.string(),
  filledAt: z.string().nullable(),
  tradeDate: z.string().nullable(),
  fillPriceCents: z.number().int().nullable(),
  filledMicros: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  /** The trading day after the trade: a sale's cash may be withdrawn from then. */
  settlesOn: z.string().nullable(),
  settled: z.boolean(),
  rejectionReason: z.string().nullable(),
  ...tradeExplanation,
});
export type InvestmentOrderView = z.infer<typeof investmentOrderSchema>;

/** The estimate shown before the member confirms: it writes nothing, so it takes no Idempotency-Key. */
export const previewMarketOrder = defineCall({
  method: 'POST',
  path: '/investment/accounts/:accountId/orders/preview',
  summary: 'Estimates a market order: the price it may fill at, its cost or proceeds, and when it fills',
  tag: 'investing',
  access: 'member',
  params: accountParams,
  body: marketOrderSchema,
  response: orderPreviewSchema,
});

/** Places a market order in a self-directed account; the same Idempotency-Key answers the same order. */
export const placeMarketOrder = defineCall({
  method: 'POST',
  path: '/investment/accounts/:accountId/orders',
  summary: 'Places a market order: fills now while the market is open, else waits for the next open',
  tag: 'investing',
  access: 'member',
  idempotent: true,
  params: accountParams,
  body: marketOrderSchema,
  response: investmentOrderSchema,
});

export const listInvestmentOrders = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/orders',
  summary: "The account's orders, newest first",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: z.object({ orders: z.array(investmentOrderSchema) }),
});

const lotSchema = z.object({
  orderId: z.string(),
  acquiredOn: z.string(),
  quantityMicros: z.number().int(),
  costCents: z.number().int(),
  marketValueCents: z.number().int(),
  unrealisedCents: z.number().int(),
});

const saleSchema = z.object({
  orderId: z.string(),
  soldOn: z.string(),
  quantityMicros: z.number().int(),
  proceedsCents: z.number().int(),
  costCents: z.number().int(),
  realisedCents: z.number().int(),
  lots: z.array(
    z.object({
      orderId: z.string(),
      acquiredOn: z.string(),
      quantityMicros: z.number().int(),
      costCents: z.number().int(),
    }),
  ),
});

export const positionSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  quantityMicros: z.number().int(),
  costCents: z.number().int(),
  lastPriceCents: z.number().int(),
  marketValueCents: z.number().int(),
  unrealisedCents: z.number().int(),
  realisedCents: z.number().int(),
  /** Open tax lots, oldest first: the order a sale takes them in (FIFO). */
  lots: z.array(lotSchema),
  sales: z.array(saleSchema),
});

export const getInvestmentPositions = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/positions',
  summary: "The account's holdings with their tax lots, realised and unrealised gains at simulated prices",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: z.object({
    cash: z.object({
      availableCents: z.number().int(),
      pendingInCents: z.number().int(),
      heldForOrdersCents: z.number().int(),
    }),
    positions: z.array(positionSchema),
  }),
});

/**
 * DEPOSIT and WITHDRAWAL move cash with checking; BANK_DEPOSIT comes from a linked bank by ACH (decision 044).
 * OTHER: a movement this list does not name yet; shown with its description.
 */
export const investmentTransactionKinds = [
  'DEPOSIT',
  'BANK_DEPOSIT',
  'WITHDRAWAL',
  'BUY',
  'SELL',
  'ORDER_HOLD',
  'DIVIDEND',
  'OTHER',
] as const;

export const investmentTransactionSchema = z.object({
  transactionId: z.string(),
  kind: z.enum(investmentTransactionKinds),
  description: z.string(),
  /** Into the account's cash (negative: out of it), in cents. */
  amountCents: z.number().int(),
  /** PENDING: a sale not yet settled, cash held for a waiting buy, or a deposit from a linked bank on its way. */
  status: z.enum(['PENDING', 'POSTED']),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The trade's order, symbol, shares and price; null for transfers (a dividend names its symbol only). */
  orderId: z.string().nullable(),
  symbol: z.string().nullable(),
  quantityMicros: z.number().int().nullable(),
  priceCents: z.number().int().nullable(),
  ...tradeExplanation,
});

export const listInvestmentTransactions = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/transactions',
  summary: "Every movement of the account's cash, newest first: transfers, trades and holds for waiting orders",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  query: z.object({
    page: z.coerce.number({ error: 'Enter a page number' }).int().min(1, { error: 'Pages start at 1' }).default(1),
  }),
  response: z.object({
    transactions: z.array(investmentTransactionSchema),
    total: z.number().int(),
    pageSize: z.number().int(),
  }),
});
