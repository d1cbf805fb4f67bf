import { saveRiskAnswers } from '@fernleaf/contract/call-addresses/save-risk-answers.gen';
import type { riskAnswersSchema } from '@fernleaf/contract/investing';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../../lib/api-client';

export type RiskAnswers = z.input<typeof riskAnswersSchema>;

/**
 * Saves some answers (a step page its own); answers every saved answer and the profile's score. The
 * ids come from the questions the server sent, which it checks again.
 */
export function putRiskAnswers(answers: Record<string, string>, options: CallOptions = {}) {
  return callApi(saveRiskAnswers, { body: { answers: answers as RiskAnswers } }, options);
}
