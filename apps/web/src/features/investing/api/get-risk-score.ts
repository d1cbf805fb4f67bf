import { getRiskScore } from '@fernleaf/contract/call-addresses/get-risk-score.gen';
import type { RiskTolerance } from '@fernleaf/contract/investing-risk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

export interface RiskScore {
  score: number;
  riskTolerance: RiskTolerance;
}

/** Spec section 4: a score is kept only with both of its parts; the server sends nulls before the last answer. */
export function completeScore(answer: { score: number | null; riskTolerance: RiskTolerance | null }): RiskScore | null {
  return answer.score !== null && answer.riskTolerance !== null
    ? { score: answer.score, riskTolerance: answer.riskTolerance }
    : null;
}

/**
 * The member's complete risk score, or null while a question is unanswered. A complete score stays
 * fresh (saving an answer puts the new one here); an incomplete profile is asked again on the next visit.
 */
export const riskScoreQueryOptions = () =>
  queryOptions({
    queryKey: investingQueryKeys.riskScore(),
    queryFn: async ({ signal }) => completeScore(await callApi(getRiskScore, {}, { signal })),
    staleTime: (query) => (query.state.data ? Number.POSITIVE_INFINITY : 0),
  });

export function useRiskScore() {
  return useQuery(riskScoreQueryOptions());
}
