// The investing calls of decision 042 as the web app makes them: each defined once in the contract.
import { getPlusAccount } from '@fernleaf/contract/call-addresses/get-plus-account.gen';
import { getRiskQuestions } from '@fernleaf/contract/call-addresses/get-risk-questions.gen';
import { getRiskScore } from '@fernleaf/contract/call-addresses/get-risk-score.gen';
import { openInvestmentAccount } from '@fernleaf/contract/call-addresses/open-investment-account.gen';
import { saveRiskAnswers } from '@fernleaf/contract/call-addresses/save-risk-answers.gen';
import type {
  InvestmentAccountView,
  InvestmentDisclosure,
  InvestmentKind,
  PlusAccount,
  RiskQuestionView,
  riskAnswersSchema,
} from '@fernleaf/contract/investing';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../../lib/api-client';

export function fetchPlusAccounts(options: CallOptions = {}): Promise<PlusAccount[]> {
  return callApi(getPlusAccount, {}, options).then((answer) => answer.accounts);
}

export function fetchRiskQuestions(options: CallOptions = {}): Promise<RiskQuestionView[]> {
  return callApi(getRiskQuestions, {}, options).then((answer) => answer.questions);
}

export function fetchRiskScore(options: CallOptions = {}) {
  return callApi(getRiskScore, {}, options);
}

export type RiskAnswers = z.input<typeof riskAnswersSchema>;

/**
 * Saves some answers (a step page its own); answers every saved answer and the profile's score. The
 * ids come from the questions the server sent, which it checks again.
 */
export function putRiskAnswers(answers: Record<string, string>, options: CallOptions = {}) {
  return callApi(saveRiskAnswers, { body: { answers: answers as RiskAnswers } }, options);
}

export function openAccountOfKind(
  kind: InvestmentKind,
  acceptedDisclosures: InvestmentDisclosure[],
  idempotencyKey: string,
  options: CallOptions = {},
): Promise<InvestmentAccountView> {
  return callApi(openInvestmentAccount, { body: { kind, acceptedDisclosures }, idempotencyKey }, options);
}
