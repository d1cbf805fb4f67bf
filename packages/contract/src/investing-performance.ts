// Dividends and performance of an investment account (decision 046): the member's choice to reinvest
// dividends, and what the account did over a range, split into price change, dividends and fees, with
// its time- and money-weighted returns beside a named benchmark. Past performance only: nothing here
// projects a return. Cash is integer cents; returns are basis points (hundredths of a percent).
import { z } from 'zod';
import { defineCall } from './define-call.ts';

const accountParams = z.object({ accountId: z.uuid({ error: 'Choose one of your investment accounts' }) });

export const dividendChoiceSchema = z.object({
  accountId: z.string(),
  kind: z.enum(['MANAGED', 'SELF_DIRECTED']),
  /** Whether each dividend buys more of the asset that paid it; else it stays as cash. */
  reinvest: z.boolean(),
  /** A managed account always reinvests: the member cannot change it. */
  memberMayChoose: z.boolean(),
});
export type DividendChoice = z.infer<typeof dividendChoiceSchema>;

export const getDividendChoice = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/dividends/settings',
  summary: 'Whether the account reinvests its dividends or keeps them as cash',
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: dividendChoiceSchema,
});

/** Replaces the choice, so sending it twice is harmless: no Idempotency-Key. Moves no money. */
export const saveDividendChoice = defineCall({
  method: 'PUT',
  path: '/investment/accounts/:accountId/dividends/settings',
  summary: "Chooses whether a self-directed account's dividends buy more of the asset or stay as cash",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  body: z.object({ reinvest: z.boolean({ error: 'Choose whether to reinvest dividends: true or false' }) }),
  response: dividendChoiceSchema,
});

/** ALL is since the account opened. */
export const performanceRanges = ['1M', '3M', '1Y', 'ALL'] as const;
export type PerformanceRange = (typeof performanceRanges)[number];

export const accountPerformanceSchema = z.object({
  pricesAreSimulated: z.literal(true),
  /** Always true: every figure is what happened, none is a projection. */
  pastPerformanceOnly: z.literal(true),
  range: z.enum(performanceRanges),
  /** The date whose close the range starts from, or the opening date (the account started empty); and the end. */
  startDate: z.string(),
  startsAtOpening: z.boolean(),
  asOf: z.string(),
  startValueCents: z.number().int(),
  endValueCents: z.number().int(),
  depositsCents: z.number().int(),
  withdrawalsCents: z.number().int(),
  /** End value less start value less net transfers: what the account made or lost. */
  changeCents: z.number().int(),
  priceChangeCents: z.number().int(),
  dividendsCents: z.number().int(),
  /** Fernleaf charges no advisory or trading fee: always zero, shown so the split is complete. */
  feesCents: z.number().int(),
  feesNote: z.string(),
  /** Compounded daily returns, transfers taken out: the investments' own result. Null with no money in. */
  timeWeightedReturnBps: z.number().int().nullable(),
  /** The rate that makes the transfers grow to the end value (IRR), over the range, not per year. */
  moneyWeightedReturnBps: z.number().int().nullable(),
  benchmark: z.object({
    name: z.string(),
    description: z.string(),
    /** Total return (dividends reinvested on the ex-date) over the same dates, time-weighted. */
    returnBps: z.number().int().nullable(),
  }),
  note: z.string(),
});
export type AccountPerformance = z.infer<typeof accountPerformanceSchema>;

export const getAccountPerformance = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/performance',
  summary: "The account's past performance over a range at simulated prices, against a named benchmark",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  query: z.object({
    range: z.enum(performanceRanges, { error: 'Choose 1M, 3M, 1Y or ALL' }).default('ALL'),
  }),
  response: accountPerformanceSchema,
});
