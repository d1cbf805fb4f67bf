// The managed account's own portfolio (decision 076): the model it keeps apart from the
// member's current answers, the themes added to it, its targets against what it holds, and the calls
// that change them. Changing the targets moves no money by itself: the managed job trades toward the
// new targets in the next session, each order with its reason.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { themeFunds } from './investing-portfolios.ts';
import { riskTolerances } from './investing-risk.ts';
import { themeFundSymbols } from './investing-targets.ts';

const accountParams = z.object({ accountId: z.uuid({ error: 'Choose one of your investment accounts' }) });

const themeSymbol = z
  .string({ error: 'Choose one of the themes listed' })
  .trim()
  .toUpperCase()
  .pipe(
    z.enum(themeFundSymbols, {
      error: `Choose one of the themes listed: ${themeFundSymbols.map((symbol) => `${themeFunds[symbol].theme} (${symbol})`).join(', ')}`,
    }),
  );

export const targetChangeKinds = ['MODEL', 'THEME_ADDED', 'THEME_REMOVED'] as const;

export const managedFundAllocationSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** The theme's name for a theme fund; null for a fund of the model or one the targets no longer name. */
  theme: z.string().nullable(),
  /** Basis points of the account's value (10,000 is all of it); 0 for a fund held but no longer a target. */
  targetBps: z.number().int(),
  /** The fund's share of the account's value now, in basis points, rounded down. */
  actualBps: z.number().int(),
  /** actual less target: positive when the fund is over its target. */
  driftBps: z.number().int(),
  valueCents: z.number().int(),
});

export const nextRebalanceReasons = [
  /** The targets changed (a new model or a theme): the job trades toward them in the next session. */
  'TARGETS_CHANGED',
  /** A fund is past the threshold: the job rebalances in the next session. */
  'DRIFT',
  /** A fund is past the threshold but the account rebalanced today already (once per trading day). */
  'DRIFT_AFTER_TODAY',
  /** Within the threshold: no rebalance until a fund drifts past it. */
  'WITHIN_THRESHOLD',
  /** Nothing is invested yet: cash is invested toward the targets, not rebalanced. */
  'NOTHING_INVESTED',
] as const;

export const managedPortfolioSchema = z.object({
  accountId: z.string(),
  /** The profile the account invests by now: set at opening, changed when the member answers again. */
  riskScore: z.number().int().min(1).max(10),
  riskTolerance: z.enum(riskTolerances),
  modelPortfolio: z.enum(riskTolerances),
  themes: z.array(
    z.object({
      symbol: z.enum(themeFundSymbols),
      theme: z.string(),
      name: z.string(),
      targetBps: z.number().int(),
      addedAt: z.string(),
    }),
  ),
  /** What each theme takes of the account, in basis points (10% unless the model has few stocks). */
  themeShareBps: z.number().int(),
  maxThemes: z.number().int(),
  /** Changes of the targets the job has not traded toward yet, oldest first, each in plain words. */
  pendingChanges: z.array(
    z.object({ kind: z.enum(targetChangeKinds), description: z.string(), changedAt: z.string() }),
  ),
  allocation: z.object({
    /** Funds and cash (available and unsettled sale proceeds) at the simulated prices of `asOf`. */
    accountValueCents: z.number().int(),
    cashCents: z.number().int(),
    asOf: z.string(),
    funds: z.array(managedFundAllocationSchema),
    /** The largest drift of any fund, as a distance in basis points. */
    largestDriftBps: z.number().int(),
    thresholdBps: z.number().int(),
    nextRebalance: z.object({
      reason: z.enum(nextRebalanceReasons),
      /** When the job would trade: the next run while the market is open; null when nothing is due. */
      at: z.string().nullable(),
      explanation: z.string(),
    }),
  }),
});
export type ManagedPortfolioView = z.infer<typeof managedPortfolioSchema>;

/** Another member's or a self-directed account is 404: only a managed account has a portfolio. */
export const getManagedPortfolio = defineCall({
  method: 'GET',
  path: '/investment/accounts/:accountId/portfolio',
  summary: "A managed account's profile, themes, targets against its actual weights, and its next rebalance",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: managedPortfolioSchema,
});

/**
 * Takes the member's current risk score (after answering the questions again) as the account's: its
 * model changes when the score's tolerance differs. 409 ONBOARDING_STEP_REQUIRED while a question is
 * unanswered (`steps` names them). Sending it twice sets the same profile and records no second
 * change, so it takes no Idempotency-Key (as saving the answers does not).
 */
export const adoptRiskProfile = defineCall({
  method: 'PUT',
  path: '/investment/accounts/:accountId/risk-profile',
  summary: "Makes the member's current risk score the managed account's, changing its model when the tolerance differs",
  tag: 'investing',
  access: 'member',
  params: accountParams,
  response: managedPortfolioSchema,
});

/** 422 THEME_NOT_ACCEPTED at `symbol` for a theme already added or a third one. */
export const addManagedTheme = defineCall({
  method: 'POST',
  path: '/investment/accounts/:accountId/themes',
  summary: 'Adds a theme to a managed account: its fund takes a share of the account from the stock funds',
  tag: 'investing',
  access: 'member',
  idempotent: true,
  params: accountParams,
  body: z.object({ symbol: themeSymbol }),
  response: managedPortfolioSchema,
});

/** 422 THEME_NOT_ACCEPTED at `symbol` for a theme the account does not hold as a target. */
export const removeManagedTheme = defineCall({
  method: 'DELETE',
  path: '/investment/accounts/:accountId/themes/:symbol',
  summary: 'Removes a theme from a managed account: the job sells its fund back into the model',
  tag: 'investing',
  access: 'member',
  idempotent: true,
  params: accountParams.extend({ symbol: themeSymbol }),
  response: managedPortfolioSchema,
});
