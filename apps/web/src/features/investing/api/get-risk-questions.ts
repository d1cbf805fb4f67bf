import { getRiskQuestions } from '@fernleaf/contract/call-addresses/get-risk-questions.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { investingQueryKeys } from './investing-query-keys';

/** The four risk questions: the same for every member, so fetched once however many pages ask. */
export const riskQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: investingQueryKeys.riskQuestions(),
    queryFn: ({ signal }) => callApi(getRiskQuestions, {}, { signal }).then((answer) => answer.questions),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRiskQuestions() {
  return useQuery(riskQuestionsQueryOptions());
}
