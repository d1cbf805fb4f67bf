// Dividend settings and performance calls (decision 046): thin handlers over their services.
import {
  getAccountPerformance,
  getDividendChoice,
  saveDividendChoice as saveDividendChoiceCall,
} from '@fernleaf/contract/investing-performance';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { registerCall } from '../../../platform/register-call.ts';
import type { MarketData } from '../../market/market-data.ts';
import { performanceOf } from './account-performance.ts';
import { dividendChoiceView, saveDividendChoice } from './dividend-choice.ts';

export function registerPerformanceCalls(
  app: FastifyInstance,
  db: Db,
  options: { market: MarketData; now: () => Date },
) {
  const { market, now } = options;

  registerCall(app, db, getDividendChoice, async ({ params }, { memberId }) =>
    dividendChoiceView(db, memberId, params.accountId),
  );

  registerCall(app, db, saveDividendChoiceCall, async ({ params, body }, context) =>
    saveDividendChoice(context.db, context.memberId, params.accountId, body.reinvest, now()),
  );

  registerCall(app, db, getAccountPerformance, async ({ params, query }, { memberId }) =>
    performanceOf(db, memberId, params.accountId, query.range, { market, now: now() }),
  );
}
