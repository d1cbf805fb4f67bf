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
