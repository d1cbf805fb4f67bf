// The investing refusals, worded once for every call that can meet them.

import { errorCodes } from '@fernleaf/contract/errors';
import type { InvestmentKind } from '@fernleaf/contract/investing';
import { type RiskQuestionId, riskQuestions } from '@fernleaf/contract/investing-risk';
import { AppError } from '../../../platform/errors.ts';

/** Spec section 8: the web app sets the investment account and the credit reserve to null on U0022. */
export function noPlusAccounts(): AppError {
  return new AppError(
    404,
    errorCodes.U0022,
    'No investing accounts yet',
    'You have no investment account or credit reserve yet.',
  );
}

const kindNames: Record<InvestmentKind, string> = {
  MANAGED: 'a managed investment account',
  SELF_DIRECTED: 'a self-directed investment account',
};

export function accountOfKindExists(kind: InvestmentKind): AppError {
  return new AppError(
    409,
    errorCodes.INVESTMENT_ACCOUNT_EXISTS,
    'Account already open',
    `You already have ${kindNames[kind]}. A member holds one of each kind at most.`,
    { kind: `You already have ${kindNames[kind]}.` },
  );
}

/**
 * A managed account invests by the risk profile, so it opens only once every question is answered;
 * `steps` names the onboarding pages (`question-N`) that ask the ones left.
 */
export function riskProfileIncomplete(unanswered: readonly RiskQuestionId[]): AppError {
  const questions = riskQuestions.filter((question) => unanswered.includes(question.id));
  return new AppError(
    409,
    errorCodes.ONBOARDING_STEP_REQUIRED,
    'Finish your risk profile first',
    `A managed account invests by your answers. Still to answer: ${questions.map((question) => question.prompt).join(' ')}`,
    undefined,
    questions.map((question) => question.step),
  );
}
