// Investing calls (decisions 042, 043, 046, 048): thin handlers over the sub-areas' services. The
// calls of money from a linked bank, recurring deposits and closing are in lifecycle/lifecycle-routes.ts.
import {
  getPlusAccount,
  getRiskQuestions,
  getRiskScore,
  listInvestmentAccounts,
  openInvestmentAccount as openInvestmentAccountCall,
  plusApiSuccess,
  saveRiskAnswers as saveRiskAnswersCall,
} from '@fernleaf/contract/investing';
import {
  getInvestmentPositions,
  listInvestmentOrders,
  listInvestmentTransactions,
  placeMarketOrder,
  previewMarketOrder,
  transferInvestmentCash as transferInvestmentCashCall,
} from '@fernleaf/contract/investing-money';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { MarketData } from '../market/market-data.ts';
import { openInvestmentAccount } from './accounts/open-account.ts';
import { riskQuestionViews, riskScoreOf, saveRiskAnswers } from './accounts/risk-profile.ts';
import { registerPerformanceCalls } from './dividends-and-performance/performance-routes.ts';
import { transferInvestmentCash } from './lifecycle/funding.ts';
import { registerManagedPortfolioCalls } from './managed/managed-portfolio-routes.ts';
import type { InvestingNeighbours } from './neighbours.ts';
import { investmentAccountValuesOf } from './orders/account-values.ts';
import { ordersOf } from './orders/orders-of.ts';
import { placeOrder, previewOrder } from './orders/place-order.ts';
import { positionsOf } from './orders/positions.ts';
import { transactionsOf } from './orders/transactions.ts';
import { plusAccountsOf } from './service.ts';

export interface InvestingCallOptions {
  fieldKey: Buffer;
  /** The clock; tests move it. */
  now?: (() => Date) | undefined;
  market: MarketData;
  /** Asks the job queue for a run of the order job in `inMs`: a waiting order fills at the open. */
  fillIn: (inMs: number) => void;
  /** Onboarding's guard and checking's state, handed in by app.ts (neighbours.ts). */
  neighbours: InvestingNeighbours;
}

export function registerInvestingCalls(app: FastifyInstance, db: Db, options: InvestingCallOptions) {
  const { fieldKey, market, fillIn, neighbours } = options;
  const now = options.now ?? (() => new Date());

  registerCall(app, db, getPlusAccount, async (_input, { memberId }) => ({
    status: plusApiSuccess,
    accounts: await plusAccountsOf(db, memberId),
  }));

  registerCall(app, db, listInvestmentAccounts, async (_input, { memberId }) => ({
    accounts: await investmentAccountValuesOf(db, market, memberId, now()),
  }));

  registerCall(app, db, getRiskQuestions, async () => ({ questions: riskQuestionViews() }));

  registerCall(app, db, saveRiskAnswersCall, async ({ body }, { memberId }) =>
    saveRiskAnswers(db, memberId, body.answers, now()),
  );

  registerCall(app, db, getRiskScore, async (_input, { memberId }) => riskScoreOf(db, memberId));

  registerCall(app, db, openInvestmentAccountCall, async ({ body }, context) =>
    openInvestmentAccount(context.db, context.memberId, body, { fieldKey, now: now(), neighbours }),
  );

  registerCall(app, db, transferInvestmentCashCall, async ({ params, body }, context) =>
    transferInvestmentCash(context.db, context.memberId, params.accountId, body, { now: now(), neighbours }),
  );

  registerCall(app, db, previewMarketOrder, async ({ params, body }, { memberId }) =>
    previewOrder(db, memberId, params.accountId, body, { market, now: now() }),
  );

  registerCall(app, db, placeMarketOrder, async ({ params, body }, context) =>
    placeOrder(context.db, context.memberId, params.accountId, body, { market, now: now(), fillIn, neighbours }),
  );

  registerCall(app, db, listInvestmentOrders, async ({ params }, { memberId }) =>
    ordersOf(db, market, memberId, params.accountId, now()),
  );

  registerCall(app, db, getInvestmentPositions, async ({ params }, { memberId }) =>
    positionsOf(db, market, memberId, params.accountId, now()),
  );

  registerCall(app, db, listInvestmentTransactions, async ({ params, query }, { memberId }) =>
    transactionsOf(db, memberId, params.accountId, query.page, { market, now: now() }),
  );

  registerManagedPortfolioCalls(app, db, { market, now });
  registerPerformanceCalls(app, db, { market, now });
}
