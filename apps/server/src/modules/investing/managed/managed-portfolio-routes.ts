// The managed account's portfolio calls (decision 076): thin handlers over managed-portfolio.ts.
import {
  addManagedTheme,
  adoptRiskProfile as adoptRiskProfileCall,
  getManagedPortfolio,
  removeManagedTheme,
} from '@fernleaf/contract/investing-managed-portfolio';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { registerCall } from '../../../platform/register-call.ts';
import type { MarketData } from '../../market/market-data.ts';
import { addTheme, adoptRiskProfile, managedPortfolioOf, removeTheme } from './managed-portfolio.ts';

export function registerManagedPortfolioCalls(
  app: FastifyInstance,
  db: Db,
  options: { market: MarketData; now: () => Date },
) {
  const { market, now } = options;

  registerCall(app, db, getManagedPortfolio, async ({ params }, { memberId }) =>
    managedPortfolioOf(db, memberId, params.accountId, { market, now: now() }),
  );

  registerCall(app, db, adoptRiskProfileCall, async ({ params }, { memberId }) =>
    inTransaction(db, (tx) => adoptRiskProfile(tx, memberId, params.accountId, { market, now: now() })),
  );

  registerCall(app, db, addManagedTheme, async ({ params, body }, context) =>
    addTheme(context.db, context.memberId, params.accountId, body.symbol, { market, now: now() }),
  );

  registerCall(app, db, removeManagedTheme, async ({ params }, context) =>
    removeTheme(context.db, context.memberId, params.accountId, params.symbol, { market, now: now() }),
  );
}
