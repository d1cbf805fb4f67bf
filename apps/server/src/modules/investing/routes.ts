// Investing calls (decision 042): thin handlers over the account and risk-profile services.
import {
  getPlusAccount,
  getRiskQuestions,
  getRiskScore,
  openInvestmentAccount as openInvestmentAccountCall,
  plusApiSuccess,
  saveRiskAnswers as saveRiskAnswersCall,
} from '@fernleaf/contract/investing';
import { transferInvestmentCash as transferInvestmentCashCall } from '@fernleaf/contract/investing-money';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { transferInvestmentCash } from './funding.ts';
import { openInvestmentAccount } from './open-account.ts';
import { plusAccountsOf } from './plus-accounts.ts';
import { riskQuestionViews, riskScoreOf, saveRiskAnswers } from './risk-profile.ts';

export interface InvestingCallOptions {
  fieldKey: Buffer;
  /** The clock; tests move it. */
  now?: (() => Date) | undefined;
}

export function registerInvestingCalls(app: FastifyInstance, db: Db, options: InvestingCallOptions) {
  const { fieldKey } = options;
  const now = options.now ?? (() => new Date());

  registerCall(app, db, getPlusAccount, async (_input, { memberId }) => ({
    status: plusApiSuccess,
    accounts: await plusAccountsOf(db, memberId),
  }));

  registerCall(app, db, getRiskQuestions, async () => ({ questions: riskQuestionViews() }));

  registerCall(app, db, saveRiskAnswersCall, async ({ body }, { memberId }) =>
    saveRiskAnswers(db, memberId, body.answers, now()),
  );

  registerCall(app, db, getRiskScore, async (_input, { memberId }) => riskScoreOf(db, memberId));

  registerCall(app, db, openInvestmentAccountCall, async ({ body }, context) =>
    openInvestmentAccount(context.db, context.memberId, body, { fieldKey, now: now() }),
  );

  registerCall(app, db, transferInvestmentCashCall, async ({ params, body }, context) =>
    transferInvestmentCash(context.db, context.memberId, params.accountId, body, now()),
  );
}
